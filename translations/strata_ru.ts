<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru">
  <context>
    <name>strata::gui::DrillholeGeometry</name>
    <message>
      <source>Desurveying drillholes</source>
      <translation>Пространственная привязка скважин</translation>
    </message>
  </context>
  <context>
    <name>strata::gui::ImportDrillholesDialog</name>
    <message>
      <source>Tables (*.csv *.txt);;All files (*)</source>
      <translation>Таблицы (*.csv *.txt);;Все файлы (*)</translation>
    </message>
    <message>
      <source>Import drillholes</source>
      <translation>Импорт скважин</translation>
    </message>
    <message>
      <source>Collar table</source>
      <translation>Таблица устьев</translation>
    </message>
    <message>
      <source>Survey table</source>
      <translation>Таблица инклинометрии</translation>
    </message>
    <message>
      <source>required: hole id, X, Y, Z (and depth)</source>
      <translation>обязательно: номер скважины, X, Y, Z (и глубина)</translation>
    </message>
    <message>
      <source>optional: without it every hole is vertical</source>
      <translation>необязательно: без неё все скважины вертикальны</translation>
    </message>
    <message>
      <source>Add…</source>
      <translation>Добавить…</translation>
    </message>
    <message>
      <source>Remove</source>
      <translation>Удалить</translation>
    </message>
    <message>
      <source>Interval tables</source>
      <translation>Интервальные таблицы</translation>
    </message>
    <message>
      <source>Guess from the data (sign of most dips)</source>
      <translation>Определить по данным (по знаку большинства углов)</translation>
    </message>
    <message>
      <source>Negative dips point down (-90 = vertical down)</source>
      <translation>Отрицательный угол — вниз (-90 = вертикально вниз)</translation>
    </message>
    <message>
      <source>Positive dips point down (90 = vertical down)</source>
      <translation>Положительный угол — вниз (90 = вертикально вниз)</translation>
    </message>
    <message>
      <source>Minimum curvature</source>
      <translation>Минимальная кривизна</translation>
    </message>
    <message>
      <source>Balanced tangent</source>
      <translation>Сбалансированная касательная</translation>
    </message>
    <message>
      <source>Tangent</source>
      <translation>Касательная</translation>
    </message>
    <message>
      <source>Browse…</source>
      <translation>Обзор…</translation>
    </message>
    <message>
      <source>Collars:</source>
      <translation>Устья:</translation>
    </message>
    <message>
      <source>Survey:</source>
      <translation>Инклинометрия:</translation>
    </message>
    <message>
      <source>Intervals:</source>
      <translation>Интервалы:</translation>
    </message>
    <message>
      <source>Dips:</source>
      <translation>Углы падения:</translation>
    </message>
    <message>
      <source>Desurvey:</source>
      <translation>Расчёт траектории:</translation>
    </message>
    <message>
      <source>Column names (leave empty to recognise them)</source>
      <translation>Имена столбцов (оставьте пустыми для автоопределения)</translation>
    </message>
    <message>
      <source>Hole id</source>
      <translation>Номер скважины</translation>
    </message>
    <message>
      <source>X (east)</source>
      <translation>X (восток)</translation>
    </message>
    <message>
      <source>Y (north)</source>
      <translation>Y (север)</translation>
    </message>
    <message>
      <source>Z (elevation)</source>
      <translation>Z (отметка)</translation>
    </message>
    <message>
      <source>Hole depth</source>
      <translation>Глубина скважины</translation>
    </message>
    <message>
      <source>Survey depth</source>
      <translation>Глубина замера</translation>
    </message>
    <message>
      <source>Azimuth</source>
      <translation>Азимут</translation>
    </message>
    <message>
      <source>Dip</source>
      <translation>Угол падения</translation>
    </message>
    <message>
      <source>From</source>
      <translation>От</translation>
    </message>
    <message>
      <source>To</source>
      <translation>До</translation>
    </message>
  </context>
  <context>
    <name>strata::gui::JobRunner</name>
    <message>
      <source>%1: result %2</source>
      <translation>%1: результат %2</translation>
    </message>
    <message>
      <source>%1: started</source>
      <translation>%1: запущено</translation>
    </message>
    <message>
      <source>%1: finished in %2 s</source>
      <translation>%1: завершено за %2 с</translation>
    </message>
    <message>
      <source>%1: cancelled (stopped %2 ms after the request)</source>
      <translation>%1: отменено (остановлено через %2 мс после запроса)</translation>
    </message>
    <message>
      <source>%1: failed: %2</source>
      <translation>%1: ошибка: %2</translation>
    </message>
    <message>
      <source>Job failed</source>
      <translation>Задание не выполнено</translation>
    </message>
    <message>
      <source>%1 failed.</source>
      <translation>%1: ошибка.</translation>
    </message>
  </context>
  <context>
    <name>strata::gui::Language</name>
    <message>
      <source>System language</source>
      <translation>Язык системы</translation>
    </message>
  </context>
  <context>
    <name>strata::gui::LogDock</name>
    <message>
      <source>Log</source>
      <translation>Журнал</translation>
    </message>
    <message>
      <source>Warning: </source>
      <translation>Предупреждение: </translation>
    </message>
    <message>
      <source>Error: </source>
      <translation>Ошибка: </translation>
    </message>
  </context>
  <context>
    <name>strata::gui::MainWindow</name>
    <message>
      <source>Strata</source>
      <translation>Strata</translation>
    </message>
    <message>
      <source>Ready</source>
      <translation>Готово</translation>
    </message>
    <message>
      <source>&amp;Open project…</source>
      <translation>&amp;Открыть проект…</translation>
    </message>
    <message>
      <source>&amp;Import drillholes…</source>
      <translation>&amp;Импорт скважин…</translation>
    </message>
    <message>
      <source>Ctrl+I</source>
      <translation>Ctrl+I</translation>
    </message>
    <message>
      <source>Save &amp;screenshot…</source>
      <translation>Сохранить &amp;снимок экрана…</translation>
    </message>
    <message>
      <source>Ctrl+Shift+S</source>
      <translation>Ctrl+Shift+S</translation>
    </message>
    <message>
      <source>Se&amp;ttings…</source>
      <translation>&amp;Настройки…</translation>
    </message>
    <message>
      <source>&amp;Quit</source>
      <translation>&amp;Выход</translation>
    </message>
    <message>
      <source>&amp;Reset camera</source>
      <translation>&amp;Сбросить камеру</translation>
    </message>
    <message>
      <source>Ctrl+R</source>
      <translation>Ctrl+R</translation>
    </message>
    <message>
      <source>Look at all data from the south-south-west</source>
      <translation>Показать все данные с юго-юго-запада</translation>
    </message>
    <message>
      <source>Orientation &amp;axes</source>
      <translation>&amp;Оси ориентации</translation>
    </message>
    <message>
      <source>Colour &amp;legend</source>
      <translation>&amp;Цветовая легенда</translation>
    </message>
    <message>
      <source>&amp;Run job file…</source>
      <translation>&amp;Запустить файл задания…</translation>
    </message>
    <message>
      <source>Run a job saved as JSON (as strata-cli run does)</source>
      <translation>Запустить задание, сохранённое в JSON (как strata-cli run)</translation>
    </message>
    <message>
      <source>&amp;Cancel all jobs</source>
      <translation>&amp;Отменить все задания</translation>
    </message>
    <message>
      <source>&amp;User guide</source>
      <translation>&amp;Руководство пользователя</translation>
    </message>
    <message>
      <source>&amp;About Strata</source>
      <translation>&amp;О программе Strata</translation>
    </message>
    <message>
      <source>&amp;File</source>
      <translation>&amp;Файл</translation>
    </message>
    <message>
      <source>Open &amp;recent</source>
      <translation>&amp;Недавние проекты</translation>
    </message>
    <message>
      <source>&amp;View</source>
      <translation>&amp;Вид</translation>
    </message>
    <message>
      <source>&amp;Vertical exaggeration</source>
      <translation>&amp;Вертикальное масштабирование</translation>
    </message>
    <message>
      <source>%1×</source>
      <translation>%1×</translation>
    </message>
    <message>
      <source>&amp;Jobs</source>
      <translation>&amp;Задания</translation>
    </message>
    <message>
      <source>&amp;Help</source>
      <translation>&amp;Справка</translation>
    </message>
    <message>
      <source>View</source>
      <translation>Вид</translation>
    </message>
    <message>
      <source>Vertical exaggeration:</source>
      <translation>Вертикальное масштабирование:</translation>
    </message>
    <message>
      <source>×</source>
      <translation>×</translation>
    </message>
    <message>
      <source>Stretches elevations about the middle of the data</source>
      <translation>Растягивает отметки относительно середины данных</translation>
    </message>
    <message>
      <source>Open project</source>
      <translation>Открыть проект</translation>
    </message>
    <message>
      <source>Strata projects (*.strata);;All files (*)</source>
      <translation>Проекты Strata (*.strata);;Все файлы (*)</translation>
    </message>
    <message>
      <source>Open project %1</source>
      <translation>Открытие проекта %1</translation>
    </message>
    <message>
      <source>Import drillholes</source>
      <translation>Импорт скважин</translation>
    </message>
    <message>
      <source>The project could not be opened</source>
      <translation>Не удалось открыть проект</translation>
    </message>
    <message>
      <source>%1 — Strata</source>
      <translation>%1 — Strata</translation>
    </message>
    <message>
      <source>Project opened</source>
      <translation>Проект открыт</translation>
    </message>
    <message>
      <source>No recent projects</source>
      <translation>Нет недавних проектов</translation>
    </message>
    <message>
      <source>Sample project (laterite drillholes)</source>
      <translation>Пример проекта (скважины по латеритам)</translation>
    </message>
    <message>
      <source>Clear the list</source>
      <translation>Очистить список</translation>
    </message>
    <message>
      <source>No job is running</source>
      <translation>Нет выполняемых заданий</translation>
    </message>
    <message>
      <source>Cancel “%1” (%2%)</source>
      <translation>Отменить «%1» (%2%)</translation>
    </message>
    <message>
      <source>Run job file</source>
      <translation>Запуск файла задания</translation>
    </message>
    <message>
      <source>Jobs (*.json);;All files (*)</source>
      <translation>Задания (*.json);;Все файлы (*)</translation>
    </message>
    <message>
      <source>Could not save the screenshot to %1</source>
      <translation>Не удалось сохранить снимок экрана в %1</translation>
    </message>
    <message>
      <source>Screenshot saved to %1 (%2 × %3 pixels)</source>
      <translation>Снимок экрана сохранён в %1 (%2 × %3 пикселей)</translation>
    </message>
    <message>
      <source>Save screenshot</source>
      <translation>Сохранить снимок экрана</translation>
    </message>
    <message>
      <source>PNG images (*.png);;JPEG images (*.jpg)</source>
      <translation>Изображения PNG (*.png);;Изображения JPEG (*.jpg)</translation>
    </message>
    <message>
      <source>The new language takes effect when Strata starts again</source>
      <translation>Новый язык вступит в силу после перезапуска Strata</translation>
    </message>
    <message>
      <source>Strata user guide</source>
      <translation>Руководство пользователя Strata</translation>
    </message>
    <message>
      <source>&lt;h2&gt;The 3D view&lt;/h2&gt;&lt;table cellpadding=3&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Left drag&lt;/b&gt;&lt;/td&gt;&lt;td&gt;rotate about the focal point&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Shift + left drag&lt;/b&gt; or &lt;b&gt;middle drag&lt;/b&gt;&lt;/td&gt;&lt;td&gt;pan&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Right drag&lt;/b&gt; or &lt;b&gt;wheel&lt;/b&gt;&lt;/td&gt;&lt;td&gt;zoom&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl + left drag&lt;/b&gt;&lt;/td&gt;&lt;td&gt;spin about the viewing direction&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+R&lt;/b&gt;&lt;/td&gt;&lt;td&gt;reset the camera to see all data&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;&lt;p&gt;Vertical exaggeration (toolbar or View menu) stretches elevations about the middle of the data; it changes only the picture, never the data.&lt;/p&gt;&lt;h2&gt;Projects&lt;/h2&gt;&lt;p&gt;A project file (&lt;i&gt;.strata&lt;/i&gt;) names its drillhole tables with paths relative to itself. &lt;b&gt;File &amp;gt; Import drillholes&lt;/b&gt; reads collar, survey and interval tables directly. Problems found while reading (missing collars, overlapping intervals, ...) are listed in the log and in the project tree; bad rows are left out and the rest is shown.&lt;/p&gt;&lt;h2&gt;Jobs&lt;/h2&gt;&lt;p&gt;Long work runs in the background. The status bar shows its progress after a moment; &lt;b&gt;Cancel&lt;/b&gt; stops it within a fraction of a second. &lt;b&gt;Jobs &amp;gt; Run job file&lt;/b&gt; runs a job saved as JSON, the same file that &lt;i&gt;strata-cli run&lt;/i&gt; takes.&lt;/p&gt;</source>
      <translation>&lt;h2&gt;3D-вид&lt;/h2&gt;&lt;table cellpadding=3&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Перетаскивание левой кнопкой&lt;/b&gt;&lt;/td&gt;&lt;td&gt;вращение вокруг точки фокуса&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Shift + левая кнопка&lt;/b&gt; или &lt;b&gt;средняя кнопка&lt;/b&gt;&lt;/td&gt;&lt;td&gt;сдвиг&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Правая кнопка&lt;/b&gt; или &lt;b&gt;колесо&lt;/b&gt;&lt;/td&gt;&lt;td&gt;масштаб&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl + левая кнопка&lt;/b&gt;&lt;/td&gt;&lt;td&gt;поворот вокруг направления взгляда&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+R&lt;/b&gt;&lt;/td&gt;&lt;td&gt;сбросить камеру, чтобы видеть все данные&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;&lt;p&gt;Вертикальное масштабирование (панель инструментов или меню «Вид») растягивает отметки относительно середины данных; оно меняет только изображение, но не данные.&lt;/p&gt;&lt;h2&gt;Проекты&lt;/h2&gt;&lt;p&gt;Файл проекта (&lt;i&gt;.strata&lt;/i&gt;) указывает таблицы скважин путями относительно себя. &lt;b&gt;Файл &amp;gt; Импорт скважин&lt;/b&gt; читает таблицы устьев, инклинометрии и интервалов напрямую. Проблемы, найденные при чтении (отсутствующие устья, перекрывающиеся интервалы, ...), перечислены в журнале и в дереве проекта; ошибочные строки пропускаются, остальное показывается.&lt;/p&gt;&lt;h2&gt;Задания&lt;/h2&gt;&lt;p&gt;Долгая работа выполняется в фоне. Строка состояния через мгновение показывает её ход; &lt;b&gt;Отмена&lt;/b&gt; останавливает её за доли секунды. &lt;b&gt;Задания &amp;gt; Запустить файл задания&lt;/b&gt; выполняет задание, сохранённое в JSON, — тот же файл, что принимает &lt;i&gt;strata-cli run&lt;/i&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
      <source>GPU: %1</source>
      <translation>GPU: %1</translation>
    </message>
    <message>
      <source>GPU: not used (%1)</source>
      <translation>GPU: не используется (%1)</translation>
    </message>
    <message>
      <source>About Strata</source>
      <translation>О программе Strata</translation>
    </message>
    <message>
      <source>&lt;h3&gt;Strata %1&lt;/h3&gt;&lt;p&gt;Geostatistics workbench for mining geologists: drillholes, variograms, kriging and inverse distance on the CPU and on CUDA GPUs.&lt;/p&gt;&lt;p&gt;%2&lt;br&gt;Qt %3, VTK %4&lt;/p&gt;&lt;p&gt;Sample data: nickel laterite drillholes from the GeoDataViz project (ghoziankarami/GeoDataViz, MIT licence).&lt;/p&gt;</source>
      <translation>&lt;h3&gt;Strata %1&lt;/h3&gt;&lt;p&gt;Геостатистический комплекс для геологов горнодобывающей отрасли: скважины, вариограммы, кригинг и метод обратных расстояний на ЦП и на GPU CUDA.&lt;/p&gt;&lt;p&gt;%2&lt;br&gt;Qt %3, VTK %4&lt;/p&gt;&lt;p&gt;Пример данных: скважины никелевого латеритного месторождения из проекта GeoDataViz (ghoziankarami/GeoDataViz, лицензия MIT).&lt;/p&gt;</translation>
    </message>
    <message>
      <source>%1: drillholes: %2, intervals drawn: %3</source>
      <translation>%1: скважин: %2, показано интервалов: %3</translation>
    </message>
    <message>
      <source>Intervals of holes without a collar (not drawn): %1</source>
      <translation>Интервалы скважин без устья (не показаны): %1</translation>
    </message>
    <message>
      <source>Further reading problems: %1 (the project tree lists them all)</source>
      <translation>Ещё проблем при чтении: %1 (полный список — в дереве проекта)</translation>
    </message>
    <message>
      <source>First frame with data rendered %1 ms after launch (project job %2 ms; from its result to the frame %3 ms)</source>
      <translation>Первый кадр с данными отрисован через %1 мс после запуска (задание открытия проекта %2 мс; от его результата до кадра %3 мс)</translation>
    </message>
    <message>
      <source>&amp;Variogram fitting…</source>
      <translation>&amp;Подбор вариограммы…</translation>
    </message>
    <message>
      <source>Experimental variogram of a numeric column and its model</source>
      <translation>Экспериментальная вариограмма числового столбца и её модель</translation>
    </message>
    <message>
      <source>Variogram fitting</source>
      <translation>Подбор вариограммы</translation>
    </message>
    <message>
      <source>&amp;Tools</source>
      <translation>&amp;Сервис</translation>
    </message>
    <message>
      <source>Open a project with numeric interval columns (assays, say) first.</source>
      <translation>Сначала откройте проект с числовыми столбцами интервалов (например, анализами).</translation>
    </message>
    <message>
      <source>Variable (interval mid-points):</source>
      <translation>Переменная (середины интервалов):</translation>
    </message>
    <message>
      <source>Variogram samples of %1</source>
      <translation>Пробы для вариограммы %1</translation>
    </message>
    <message>
      <source>%1: %2 samples</source>
      <translation>%1: проб %2</translation>
    </message>
  </context>
  <context>
    <name>strata::gui::ProjectLoader</name>
    <message>
      <source>Reading the project file</source>
      <translation>Чтение файла проекта</translation>
    </message>
    <message>
      <source>Reading drillhole tables</source>
      <translation>Чтение таблиц скважин</translation>
    </message>
  </context>
  <context>
    <name>strata::gui::ProjectTreeDock</name>
    <message>
      <source>Project</source>
      <translation>Проект</translation>
    </message>
    <message>
      <source>No project open</source>
      <translation>Проект не открыт</translation>
    </message>
    <message>
      <source>Name</source>
      <translation>Имя</translation>
    </message>
    <message>
      <source>File</source>
      <translation>Файл</translation>
    </message>
    <message>
      <source>Description</source>
      <translation>Описание</translation>
    </message>
    <message>
      <source>Holes</source>
      <translation>Скважины</translation>
    </message>
    <message>
      <source>Survey stations</source>
      <translation>Точки инклинометрии</translation>
    </message>
    <message>
      <source>Dip convention of the survey file</source>
      <translation>Знак угла падения в файле инклинометрии</translation>
    </message>
    <message>
      <source>Desurvey method</source>
      <translation>Метод расчёта траектории</translation>
    </message>
    <message>
      <source>Collar X range</source>
      <translation>Диапазон X устьев</translation>
    </message>
    <message>
      <source>Collar Y range</source>
      <translation>Диапазон Y устьев</translation>
    </message>
    <message>
      <source>Collar Z range</source>
      <translation>Диапазон Z устьев</translation>
    </message>
    <message>
      <source>Scene origin</source>
      <translation>Начало координат сцены</translation>
    </message>
    <message>
      <source>Collars</source>
      <translation>Устья</translation>
    </message>
    <message>
      <source>Points</source>
      <translation>Точки</translation>
    </message>
    <message>
      <source>Hole traces</source>
      <translation>Траектории скважин</translation>
    </message>
    <message>
      <source>Lines</source>
      <translation>Линии</translation>
    </message>
    <message>
      <source>Intervals by %1</source>
      <translation>Интервалы по %1</translation>
    </message>
    <message>
      <source>Intervals drawn</source>
      <translation>Показано интервалов</translation>
    </message>
    <message>
      <source>Intervals without a collar</source>
      <translation>Интервалы без устья</translation>
    </message>
    <message>
      <source>Colouring</source>
      <translation>Раскраска</translation>
    </message>
    <message>
      <source>categories (%1)</source>
      <translation>категории (%1)</translation>
    </message>
    <message>
      <source>values %1 … %2</source>
      <translation>значения %1 … %2</translation>
    </message>
    <message>
      <source>Tables</source>
      <translation>Таблицы</translation>
    </message>
    <message>
      <source>Rows</source>
      <translation>Строк</translation>
    </message>
    <message>
      <source>Survey</source>
      <translation>Инклинометрия</translation>
    </message>
    <message>
      <source>Numeric columns</source>
      <translation>Числовые столбцы</translation>
    </message>
    <message>
      <source>Text columns</source>
      <translation>Текстовые столбцы</translation>
    </message>
    <message>
      <source>Drillholes (holes: %1)</source>
      <translation>Скважины (всего: %1)</translation>
    </message>
    <message>
      <source>Reading problems (errors: %1, warnings: %2, notes: %3)</source>
      <translation>Проблемы при чтении (ошибок: %1, предупреждений: %2, замечаний: %3)</translation>
    </message>
  </context>
  <context>
    <name>strata::gui::PropertiesDock</name>
    <message>
      <source>Properties</source>
      <translation>Свойства</translation>
    </message>
    <message>
      <source>Property</source>
      <translation>Свойство</translation>
    </message>
    <message>
      <source>Value</source>
      <translation>Значение</translation>
    </message>
  </context>
  <context>
    <name>strata::gui::SettingsDialog</name>
    <message>
      <source>Settings</source>
      <translation>Настройки</translation>
    </message>
    <message>
      <source>Automatic (GPU when usable)</source>
      <translation>Автоматически (GPU, если доступен)</translation>
    </message>
    <message>
      <source>CPU</source>
      <translation>ЦП</translation>
    </message>
    <message>
      <source>CUDA GPU</source>
      <translation>GPU CUDA</translation>
    </message>
    <message>
      <source>Language:</source>
      <translation>Язык:</translation>
    </message>
    <message>
      <source>A new language takes effect when Strata starts again.</source>
      <translation>Новый язык вступит в силу после перезапуска Strata.</translation>
    </message>
    <message>
      <source>Compute backend:</source>
      <translation>Вычислительное устройство:</translation>
    </message>
  </context>
  <context>
    <name>strata::gui::TaskProgressWidget</name>
    <message>
      <source>Cancel</source>
      <translation>Отмена</translation>
    </message>
    <message>
      <source>Stop this job</source>
      <translation>Остановить это задание</translation>
    </message>
    <message>
      <source>Cancelling %1…</source>
      <translation>Отмена: %1…</translation>
    </message>
    <message>
      <source> (other jobs running: %1)</source>
      <translation> (других заданий выполняется: %1)</translation>
    </message>
  </context>
  <context>
    <name>strata::gui::VariogramChartView</name>
    <message>
      <source>Lag distance h</source>
      <translation>Расстояние лага h</translation>
    </message>
    <message>
      <source>γ(h)</source>
      <translation>γ(h)</translation>
    </message>
    <message>
      <source>Model handles</source>
      <translation>Маркеры модели</translation>
    </message>
    <message>
      <source>model (%1)</source>
      <translation>модель (%1)</translation>
    </message>
    <message>
      <source>%1
lag %2
γ %3
pairs %4</source>
      <translation>%1
лаг %2
γ %3
пар %4</translation>
    </message>
  </context>
  <context>
    <name>strata::gui::VariogramPanel</name>
    <message>
      <source>omnidirectional</source>
      <translation>всенаправленная</translation>
    </message>
    <message>
      <source>azimuth %1° ± %2°</source>
      <translation>азимут %1° ± %2°</translation>
    </message>
    <message>
      <source>No data: choose Tools &gt; Variogram fitting</source>
      <translation>Нет данных: выберите Сервис &gt; Подбор вариограммы</translation>
    </message>
    <message>
      <source>Undo</source>
      <translation>Отменить</translation>
    </message>
    <message>
      <source>Redo</source>
      <translation>Повторить</translation>
    </message>
    <message>
      <source>Export plot…</source>
      <translation>Экспорт графика…</translation>
    </message>
    <message>
      <source>Save model…</source>
      <translation>Сохранить модель…</translation>
    </message>
    <message>
      <source>Drag a model handle</source>
      <translation>Перемещение маркера модели</translation>
    </message>
    <message>
      <source>Experimental variogram</source>
      <translation>Экспериментальная вариограмма</translation>
    </message>
    <message>
      <source>Half-angle; 90° makes the variogram omnidirectional</source>
      <translation>Половинный угол; при 90° вариограмма всенаправленная</translation>
    </message>
    <message>
      <source>Largest distance of a pair from the direction's line</source>
      <translation>Наибольшее расстояние пары от линии направления</translation>
    </message>
    <message>
      <source>Also the perpendicular direction</source>
      <translation>Также перпендикулярное направление</translation>
    </message>
    <message>
      <source>Lag distance:</source>
      <translation>Шаг лага:</translation>
    </message>
    <message>
      <source>Number of lags:</source>
      <translation>Число лагов:</translation>
    </message>
    <message>
      <source>Azimuth:</source>
      <translation>Азимут:</translation>
    </message>
    <message>
      <source>Tolerance:</source>
      <translation>Допуск:</translation>
    </message>
    <message>
      <source>Bandwidth:</source>
      <translation>Ширина полосы:</translation>
    </message>
    <message>
      <source>Model</source>
      <translation>Модель</translation>
    </message>
    <message>
      <source>Nugget:</source>
      <translation>Самородок:</translation>
    </message>
    <message>
      <source>Change the nugget</source>
      <translation>Изменение самородка</translation>
    </message>
    <message>
      <source>Locked</source>
      <translation>Зафиксирован</translation>
    </message>
    <message>
      <source>Auto fit keeps this value</source>
      <translation>Автоподбор сохраняет это значение</translation>
    </message>
    <message>
      <source>Type</source>
      <translation>Тип</translation>
    </message>
    <message>
      <source>Sill</source>
      <translation>Порог</translation>
    </message>
    <message>
      <source>Range</source>
      <translation>Радиус</translation>
    </message>
    <message>
      <source>Minor/major</source>
      <translation>Малая/большая</translation>
    </message>
    <message>
      <source>Vertical/major</source>
      <translation>Вертикальная/большая</translation>
    </message>
    <message>
      <source>Azimuth</source>
      <translation>Азимут</translation>
    </message>
    <message>
      <source>Dip</source>
      <translation>Падение</translation>
    </message>
    <message>
      <source>Plunge</source>
      <translation>Склонение</translation>
    </message>
    <message>
      <source>Lock sill</source>
      <translation>Фикс. порог</translation>
    </message>
    <message>
      <source>Lock range</source>
      <translation>Фикс. радиус</translation>
    </message>
    <message>
      <source>Add structure</source>
      <translation>Добавить структуру</translation>
    </message>
    <message>
      <source>Add a structure</source>
      <translation>Добавление структуры</translation>
    </message>
    <message>
      <source>Remove structure</source>
      <translation>Удалить структуру</translation>
    </message>
    <message>
      <source>Remove a structure</source>
      <translation>Удаление структуры</translation>
    </message>
    <message>
      <source>Weights:</source>
      <translation>Веса:</translation>
    </message>
    <message>
      <source>Pairs / h² (gstat default)</source>
      <translation>Пары / h² (по умолчанию в gstat)</translation>
    </message>
    <message>
      <source>Pairs</source>
      <translation>Пары</translation>
    </message>
    <message>
      <source>Pairs / γ² (Cressie)</source>
      <translation>Пары / γ² (Кресси)</translation>
    </message>
    <message>
      <source>Equal</source>
      <translation>Равные</translation>
    </message>
    <message>
      <source>Auto fit</source>
      <translation>Автоподбор</translation>
    </message>
    <message>
      <source>Weighted least squares over all directions; locked values stay</source>
      <translation>Взвешенный МНК по всем направлениям; зафиксированные значения не меняются</translation>
    </message>
    <message>
      <source>Fit the variogram model</source>
      <translation>Подбор модели вариограммы</translation>
    </message>
    <message>
      <source>Spherical</source>
      <translation>Сферическая</translation>
    </message>
    <message>
      <source>Exponential</source>
      <translation>Экспоненциальная</translation>
    </message>
    <message>
      <source>Gaussian</source>
      <translation>Гауссова</translation>
    </message>
    <message>
      <source>Power</source>
      <translation>Степенная</translation>
    </message>
    <message>
      <source>Hole effect</source>
      <translation>Эффект дыры</translation>
    </message>
    <message>
      <source>Cubic</source>
      <translation>Кубическая</translation>
    </message>
    <message>
      <source>Matérn</source>
      <translation>Матерна</translation>
    </message>
    <message>
      <source>Change the structure type</source>
      <translation>Изменение типа структуры</translation>
    </message>
    <message>
      <source>Edit a structure</source>
      <translation>Изменение структуры</translation>
    </message>
    <message>
      <source>Export plot</source>
      <translation>Экспорт графика</translation>
    </message>
    <message>
      <source>PNG images (*.png);;JPEG images (*.jpg)</source>
      <translation>Изображения PNG (*.png);;Изображения JPEG (*.jpg)</translation>
    </message>
    <message>
      <source>Save model</source>
      <translation>Сохранение модели</translation>
    </message>
    <message>
      <source>Variogram models (*.json)</source>
      <translation>Модели вариограмм (*.json)</translation>
    </message>
  </context>
</TS>
