<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="ru">
<context>
    <name>ImportDrillholesDialog</name>
    <message>
        <source>Tables (*.csv *.txt *.tsv);;All files (*)</source>
        <translation>Таблицы (*.csv *.txt *.tsv);;Все файлы (*)</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>Where is %1 (%2) now?</source>
        <translation>Где сейчас находится %1 (%2)?</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Все файлы (*)</translation>
    </message>
    <message>
        <source>%1 (%2);;All files (*)</source>
        <translation>%1 (%2);;Все файлы (*)</translation>
    </message>
</context>
<context>
    <name>SurfaceStackChoice</name>
    <message>
        <source>Unit 1</source>
        <translation>Единица 1</translation>
    </message>
</context>
<context>
    <name>strata::gui::BackendChooser</name>
    <message>
        <source>no GPU: %1</source>
        <translation>нет GPU: %1</translation>
    </message>
    <message>
        <source>%1 (%2 GB)</source>
        <translation>%1 (%2 ГБ)</translation>
    </message>
    <message>
        <source>Auto (GPU: %1)</source>
        <translation>Авто (GPU: %1)</translation>
    </message>
    <message>
        <source>Auto (CPU; %1)</source>
        <translation>Авто (ЦП; %1)</translation>
    </message>
    <message>
        <source>CPU (all cores)</source>
        <translation>ЦП (все ядра)</translation>
    </message>
    <message>
        <source>GPU: %1</source>
        <translation>GPU: %1</translation>
    </message>
    <message>
        <source>Where the job runs. Auto uses the GPU when one is usable and says in the log why not otherwise.</source>
        <translation>Где выполняется задание. В режиме «Авто» используется GPU, если он доступен, иначе в журнале указывается причина.</translation>
    </message>
</context>
<context>
    <name>strata::gui::CrossValidationView</name>
    <message>
        <source>Cross-validation: estimate against true value</source>
        <translation>Перекрёстная проверка: оценка против истинного значения</translation>
    </message>
    <message>
        <source>data</source>
        <translation>данные</translation>
    </message>
    <message>
        <source>1:1</source>
        <translation>1:1</translation>
    </message>
    <message>
        <source>True value</source>
        <translation>Истинное значение</translation>
    </message>
    <message>
        <source>Estimate</source>
        <translation>Оценка</translation>
    </message>
    <message>
        <source>Data estimated: %1 (unestimated %2)
Mean error: %3
RMSE: %4
Mean squared deviation ratio: %5
Correlation: %6</source>
        <translation>Оценено данных: %1 (не оценено %2)
Средняя ошибка: %3
СКО (RMSE): %4
Отношение среднеквадратичных отклонений (MSDR): %5
Корреляция: %6</translation>
    </message>
</context>
<context>
    <name>strata::gui::DataTableView</name>
    <message>
        <source>Filter: text, or in a numeric column a comparison such as &gt; 1.5</source>
        <translation>Фильтр: текст или, для числового столбца, сравнение, например &gt; 1.5</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>Фильтр</translation>
    </message>
    <message>
        <source>any column</source>
        <translation>любой столбец</translation>
    </message>
    <message>
        <source>%1 of %2 rows</source>
        <translation>%1 из %2 строк</translation>
    </message>
</context>
<context>
    <name>strata::gui::DataViewDialog</name>
    <message>
        <source>Data: %1 (%2 rows)</source>
        <translation>Данные: %1 (%2 строк)</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Таблица</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
</context>
<context>
    <name>strata::gui::DownholeVariogramView</name>
    <message>
        <source>Down-hole variogram</source>
        <translation>Вариограмма вдоль скважин</translation>
    </message>
    <message>
        <source>Experimental (along holes)</source>
        <translation>Экспериментальная (вдоль скважин)</translation>
    </message>
    <message>
        <source>Model nugget</source>
        <translation>Эффект самородка модели</translation>
    </message>
    <message>
        <source>Model sill</source>
        <translation>Порог модели</translation>
    </message>
    <message>
        <source>Lag along the hole</source>
        <translation>Шаг вдоль скважины</translation>
    </message>
    <message>
        <source>γ(h)</source>
        <translation>γ(h)</translation>
    </message>
    <message>
        <source>lag %1
γ %2</source>
        <translation>шаг %1
γ %2</translation>
    </message>
    <message>
        <source>Down-hole variogram: %1 holes, %2 samples</source>
        <translation>Вариограмма вдоль скважин: скважин %1, проб %2</translation>
    </message>
</context>
<context>
    <name>strata::gui::DrillholeGeometry</name>
    <message>
        <source>Desurveying drillholes</source>
        <translation>Пространственная привязка скважин</translation>
    </message>
</context>
<context>
    <name>strata::gui::EstimationDialog</name>
    <message>
        <source>Data</source>
        <translation>Данные</translation>
    </message>
    <message>
        <source>No data loaded</source>
        <translation>Данные не загружены</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Источник</translation>
    </message>
    <message>
        <source>Variable</source>
        <translation>Переменная</translation>
    </message>
    <message>
        <source>Grid</source>
        <translation>Сетка</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Запуск</translation>
    </message>
    <message>
        <source>The job writes its data and result files here.</source>
        <translation>Сюда задание записывает свои файлы данных и результатов.</translation>
    </message>
    <message>
        <source>Measure</source>
        <translation>Замерить</translation>
    </message>
    <message>
        <source>Runs the job on two small grids from the middle of this one to time a node on this machine.</source>
        <translation>Запускает задание на двух небольших сетках из середины текущей, чтобы замерить время расчёта узла на этом компьютере.</translation>
    </message>
    <message>
        <source>Backend</source>
        <translation>Вычислительное устройство</translation>
    </message>
    <message>
        <source>Result name</source>
        <translation>Имя результата</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Папка</translation>
    </message>
    <message>
        <source>Estimate</source>
        <translation>Оценка</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>Loading %1...</source>
        <translation>Загрузка %1...</translation>
    </message>
    <message>
        <source>Loading %1</source>
        <translation>Загрузка %1</translation>
    </message>
    <message>
        <source>%L1 data; x %2 to %3, y %4 to %5, z %6 to %7</source>
        <translation>Данных: %L1; x от %2 до %3, y от %4 до %5, z от %6 до %7</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 из %2</translation>
    </message>
    <message>
        <source>Timing %1</source>
        <translation>Замер времени: %1</translation>
    </message>
    <message>
        <source>%L1 nodes, peak memory about %2</source>
        <translation>Узлов: %L1, пиковая память около %2</translation>
    </message>
    <message>
        <source>; time about %1 (%2 µs per node measured on this machine)</source>
        <translation>; время около %1 (%2 мкс на узел, замерено на этом компьютере)</translation>
    </message>
    <message>
        <source>; press Measure for a time estimate</source>
        <translation>; нажмите «Замерить» для оценки времени</translation>
    </message>
</context>
<context>
    <name>strata::gui::EstimationJobList</name>
    <message>
        <source>Job</source>
        <translation>Задание</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Ход выполнения</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>done in %1</source>
        <translation>выполнено за %1</translation>
    </message>
    <message>
        <source>failed: %1</source>
        <translation>ошибка: %1</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>отменено</translation>
    </message>
    <message>
        <source>queued</source>
        <translation>в очереди</translation>
    </message>
    <message>
        <source>running %1 %</source>
        <translation>выполняется %1 %</translation>
    </message>
    <message>
        <source>, about %1 left</source>
        <translation>, осталось около %1</translation>
    </message>
</context>
<context>
    <name>strata::gui::EstimationTools</name>
    <message>
        <source>Result viewer</source>
        <translation>Просмотр результатов</translation>
    </message>
    <message>
        <source>Estimation jobs</source>
        <translation>Задания оценки</translation>
    </message>
    <message>
        <source>&amp;Estimation</source>
        <translation>&amp;Оценка</translation>
    </message>
    <message>
        <source>&amp;Kriging...</source>
        <translation>&amp;Кригинг...</translation>
    </message>
    <message>
        <source>Simple, ordinary or universal kriging of a grid, cross-validation, neighbourhood preview</source>
        <translation>Простой, ординарный или универсальный кригинг по сетке, перекрёстная проверка, просмотр окрестности</translation>
    </message>
    <message>
        <source>Ctrl+K</source>
        <translation>Ctrl+K</translation>
    </message>
    <message>
        <source>&amp;IDW / AIDW...</source>
        <translation>&amp;IDW / AIDW...</translation>
    </message>
    <message>
        <source>&amp;Result viewer</source>
        <translation>&amp;Просмотр результатов</translation>
    </message>
</context>
<context>
    <name>strata::gui::ExportDialog</name>
    <message>
        <source>Export</source>
        <translation>Экспорт</translation>
    </message>
    <message>
        <source>The result or data to write</source>
        <translation>Результат или данные для записи</translation>
    </message>
    <message>
        <source>&amp;Data:</source>
        <translation>&amp;Данные:</translation>
    </message>
    <message>
        <source>Only the formats that can hold this data are listed</source>
        <translation>Показаны только форматы, способные хранить эти данные</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;Формат:</translation>
    </message>
    <message>
        <source>Checked layers are written; formats that hold several layers write them all</source>
        <translation>Записываются отмеченные слои; многослойные форматы записывают их все</translation>
    </message>
    <message>
        <source>&amp;Layers:</source>
        <translation>&amp;Слои:</translation>
    </message>
    <message>
        <source>This format holds one layer</source>
        <translation>Этот формат хранит один слой</translation>
    </message>
    <message>
        <source>La&amp;yer:</source>
        <translation>Сл&amp;ой:</translation>
    </message>
    <message>
        <source>The horizontal slice of the 3D grid that this 2D format receives (0 = the lowest)</source>
        <translation>Горизонтальный срез 3D-сетки, который получает этот 2D-формат (0 = самый нижний)</translation>
    </message>
    <message>
        <source>&amp;Z slice:</source>
        <translation>Срез по &amp;Z:</translation>
    </message>
    <message>
        <source>e.g. EPSG:32750 (empty: no CRS)</source>
        <translation>напр. EPSG:32750 (пусто: без СК)</translation>
    </message>
    <message>
        <source>Coordinate reference system: an EPSG code, WKT or a PROJ string</source>
        <translation>Система координат: код EPSG, WKT или строка PROJ</translation>
    </message>
    <message>
        <source>&amp;CRS:</source>
        <translation>С&amp;К:</translation>
    </message>
    <message>
        <source>Write empty nodes as</source>
        <translation>Записывать пустые узлы как</translation>
    </message>
    <message>
        <source>Unchecked: the format's own default (rasters -9999, GSLIB -999, CSV an empty cell)</source>
        <translation>Не отмечено: значение формата по умолчанию (растры -9999, GSLIB -999, CSV пустая ячейка)</translation>
    </message>
    <message>
        <source>&amp;Nodata:</source>
        <translation>&amp;Нет данных:</translation>
    </message>
    <message>
        <source>Binary (base64, compact)</source>
        <translation>Двоичный (base64, компактный)</translation>
    </message>
    <message>
        <source>ASCII text (readable)</source>
        <translation>Текст ASCII (читаемый)</translation>
    </message>
    <message>
        <source>How VTK arrays are stored; both keep full precision</source>
        <translation>Способ хранения массивов VTK; оба сохраняют полную точность</translation>
    </message>
    <message>
        <source>VTK &amp;arrays:</source>
        <translation>&amp;Массивы VTK:</translation>
    </message>
    <message>
        <source>Surpac location, DXF layer or OBJ object name</source>
        <translation>Расположение Surpac, слой DXF или имя объекта OBJ</translation>
    </message>
    <message>
        <source>&amp;Name in file:</source>
        <translation>&amp;Имя в файле:</translation>
    </message>
    <message>
        <source>Interval &amp;table:</source>
        <translation>Интервальная &amp;таблица:</translation>
    </message>
    <message>
        <source>Length of each composite along the hole</source>
        <translation>Длина каждого композита вдоль скважины</translation>
    </message>
    <message>
        <source>Composite &amp;length:</source>
        <translation>Длина &amp;композита:</translation>
    </message>
    <message>
        <source>Spacing of the trace vertices along each hole</source>
        <translation>Шаг вершин траектории вдоль каждой скважины</translation>
    </message>
    <message>
        <source>&amp;Station step:</source>
        <translation>&amp;Шаг точек:</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Обзор…</translation>
    </message>
    <message>
        <source>F&amp;ile:</source>
        <translation>Ф&amp;айл:</translation>
    </message>
    <message>
        <source>Writes:</source>
        <translation>Записывает:</translation>
    </message>
    <message>
        <source>What was written appears here.</source>
        <translation>Здесь появится то, что записано.</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Экспорт</translation>
    </message>
    <message>
        <source>Write the file (in the background; the previous file stays intact until it is complete)</source>
        <translation>Записать файл (в фоне; прежний файл остаётся нетронутым до завершения записи)</translation>
    </message>
    <message>
        <source>Cancel export</source>
        <translation>Отменить экспорт</translation>
    </message>
    <message>
        <source>Export %1</source>
        <translation>Экспорт %1</translation>
    </message>
    <message>
        <source>Choose at least one layer.</source>
        <translation>Выберите хотя бы один слой.</translation>
    </message>
    <message>
        <source>Export %1 as %2</source>
        <translation>Экспорт %1 в %2</translation>
    </message>
    <message>
        <source>The export was cancelled; existing files are unchanged.</source>
        <translation>Экспорт отменён; существующие файлы не изменены.</translation>
    </message>
</context>
<context>
    <name>strata::gui::ExportFormat</name>
    <message>
        <source>Surpac writes a string file (.str) and a DTM (.dtm) beside it; coordinates are written northing (y) before easting (x), as Surpac expects.</source>
        <translation>Surpac записывает стринг-файл (.str) и рядом с ним DTM (.dtm); координаты записываются в порядке северная (y), затем восточная (x), как ожидает Surpac.</translation>
    </message>
    <message>
        <source>Each layer chosen becomes one triangulated surface (z = the layer's value); nodes without a value leave holes. Several layers give one file per layer.</source>
        <translation>Каждый выбранный слой становится одной триангулированной поверхностью (z = значение слоя); узлы без значения дают дыры. Для нескольких слоёв — отдельный файл на слой.</translation>
    </message>
    <message>
        <source>GeoTIFF</source>
        <translation>GeoTIFF</translation>
    </message>
    <message>
        <source>Every chosen layer becomes a Float32 band; the CRS is embedded.</source>
        <translation>Каждый выбранный слой становится каналом Float32; СК встраивается в файл.</translation>
    </message>
    <message>
        <source>Surfer 7 binary grid</source>
        <translation>Двоичная сетка Surfer 7</translation>
    </message>
    <message>
        <source>One layer; Surfer grids carry no CRS.</source>
        <translation>Один слой; сетки Surfer не хранят СК.</translation>
    </message>
    <message>
        <source>Surfer 6 text grid</source>
        <translation>Текстовая сетка Surfer 6</translation>
    </message>
    <message>
        <source>ESRI ASCII grid</source>
        <translation>Сетка ESRI ASCII</translation>
    </message>
    <message>
        <source>One layer, square cells only; the CRS goes into a .prj file beside it.</source>
        <translation>Один слой, только квадратные ячейки; СК записывается рядом в файл .prj.</translation>
    </message>
    <message>
        <source>CSV table (x, y[, z], layers)</source>
        <translation>Таблица CSV (x, y[, z], слои)</translation>
    </message>
    <message>
        <source>One row per node, x fastest; empty nodes are empty cells unless a nodata value is set.</source>
        <translation>Одна строка на узел, x меняется быстрее всего; пустые узлы — пустые ячейки, если не задано значение «нет данных».</translation>
    </message>
    <message>
        <source>Block-model CSV (Datamine, Vulcan)</source>
        <translation>Блочная модель CSV (Datamine, Vulcan)</translation>
    </message>
    <message>
        <source>Columns XC, YC, ZC, XINC, YINC, ZINC and the layers; blocks without any value are left out.</source>
        <translation>Столбцы XC, YC, ZC, XINC, YINC, ZINC и слои; блоки без значений пропускаются.</translation>
    </message>
    <message>
        <source>GSLIB grid file</source>
        <translation>Файл сетки GSLIB</translation>
    </message>
    <message>
        <source>GeoEAS file, x fastest; missing values are -999 unless a nodata value is set.</source>
        <translation>Файл GeoEAS, x меняется быстрее всего; пропуски записываются как -999, если не задано значение «нет данных».</translation>
    </message>
    <message>
        <source>VTK image data</source>
        <translation>Данные изображения VTK</translation>
    </message>
    <message>
        <source>Point data at the nodes; ParaView reads it.</source>
        <translation>Точечные данные в узлах; читается в ParaView.</translation>
    </message>
    <message>
        <source>Surpac string + DTM</source>
        <translation>Стринги Surpac + DTM</translation>
    </message>
    <message>
        <source>DXF 3DFACE</source>
        <translation>DXF 3DFACE</translation>
    </message>
    <message>
        <source>ASCII DXF (R12), one 3DFACE per triangle on the named layer.</source>
        <translation>ASCII DXF (R12), по одной 3DFACE на треугольник в указанном слое.</translation>
    </message>
    <message>
        <source>Wavefront OBJ</source>
        <translation>Wavefront OBJ</translation>
    </message>
    <message>
        <source>VTK poly data surface</source>
        <translation>Поверхность VTK poly data</translation>
    </message>
    <message>
        <source>Keeps every layer as a per-vertex scalar.</source>
        <translation>Сохраняет каждый слой как скаляр в вершинах.</translation>
    </message>
    <message>
        <source>CSV points</source>
        <translation>Точки CSV</translation>
    </message>
    <message>
        <source>x, y[, z] and every value column; missing values are empty cells.</source>
        <translation>x, y[, z] и все столбцы значений; пропуски — пустые ячейки.</translation>
    </message>
    <message>
        <source>GSLIB / GeoEAS points</source>
        <translation>Точки GSLIB / GeoEAS</translation>
    </message>
    <message>
        <source>Missing values are -999 unless a nodata value is set.</source>
        <translation>Пропуски записываются как -999, если не задано значение «нет данных».</translation>
    </message>
    <message>
        <source>VTK poly data points</source>
        <translation>Точки VTK poly data</translation>
    </message>
    <message>
        <source>Desurveyed intervals CSV</source>
        <translation>Интервалы с пространственной привязкой, CSV</translation>
    </message>
    <message>
        <source>Every interval row with its columns plus XM,YM,ZM (mid-point) and XF,YF,ZF,XT,YT,ZT (ends), desurveyed as in the project.</source>
        <translation>Каждая строка интервалов со своими столбцами плюс XM,YM,ZM (середина) и XF,YF,ZF,XT,YT,ZT (концы), с пространственной привязкой, как в проекте.</translation>
    </message>
    <message>
        <source>Composites CSV</source>
        <translation>Композиты CSV</translation>
    </message>
    <message>
        <source>Fixed-length, length-weighted composites; short end pieces are merged into the previous composite.</source>
        <translation>Композиты фиксированной длины, взвешенные по длине; короткие концевые отрезки присоединяются к предыдущему композиту.</translation>
    </message>
    <message>
        <source>Hole traces, VTK poly data</source>
        <translation>Траектории скважин, VTK poly data</translation>
    </message>
    <message>
        <source>One polyline per hole, a vertex every station step.</source>
        <translation>Одна полилиния на скважину, вершина через каждый шаг точек.</translation>
    </message>
    <message>
        <source>Hole traces, Surpac strings</source>
        <translation>Траектории скважин, стринги Surpac</translation>
    </message>
    <message>
        <source>One string segment per hole; northing (y) before easting (x), as Surpac expects.</source>
        <translation>Один сегмент стринга на скважину; северная (y) перед восточной (x), как ожидает Surpac.</translation>
    </message>
</context>
<context>
    <name>strata::gui::ExportRequest</name>
    <message>
        <source>Writing %1</source>
        <translation>Запись %1</translation>
    </message>
    <message>
        <source>%1 nodes</source>
        <translation>Узлов: %1</translation>
    </message>
    <message>
        <source>%1 layers</source>
        <translation>Слоёв: %1</translation>
    </message>
    <message>
        <source>Triangulating %1</source>
        <translation>Триангуляция %1</translation>
    </message>
    <message>
        <source>%1 surfaces</source>
        <translation>Поверхностей: %1</translation>
    </message>
    <message>
        <source>%1 vertices</source>
        <translation>Вершин: %1</translation>
    </message>
    <message>
        <source>%1 triangles</source>
        <translation>Треугольников: %1</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>Точек: %1</translation>
    </message>
    <message>
        <source>%1 value columns</source>
        <translation>Столбцов значений: %1</translation>
    </message>
    <message>
        <source>%1 rows</source>
        <translation>Строк: %1</translation>
    </message>
    <message>
        <source>table %1</source>
        <translation>таблица %1</translation>
    </message>
    <message>
        <source>Desurveying the holes</source>
        <translation>Пространственная привязка скважин</translation>
    </message>
    <message>
        <source>%1 holes</source>
        <translation>Скважин: %1</translation>
    </message>
    <message>
        <source>Export finished</source>
        <translation>Экспорт завершён</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt; written in %2 ms: %3&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt; записан за %2 мс: %3&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Exported %1: %2; %3</source>
        <translation>Экспортировано %1: %2; %3</translation>
    </message>
</context>
<context>
    <name>strata::gui::ExportSource</name>
    <message>
        <source>3D grid, %1 × %2 × %3 nodes</source>
        <translation>3D-сетка, %1 × %2 × %3 узлов</translation>
    </message>
    <message>
        <source>2D grid, %1 × %2 nodes</source>
        <translation>2D-сетка, %1 × %2 узлов</translation>
    </message>
    <message>
        <source>%1 surfaces</source>
        <translation>Поверхностей: %1</translation>
    </message>
    <message>
        <source>%1 layers</source>
        <translation>Слоёв: %1</translation>
    </message>
    <message>
        <source>%1 points, %2 value columns</source>
        <translation>Точек: %1, столбцов значений: %2</translation>
    </message>
    <message>
        <source>%1 drillholes, %2 interval tables</source>
        <translation>Скважин: %1, интервальных таблиц: %2</translation>
    </message>
</context>
<context>
    <name>strata::gui::ExportTools</name>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Экспорт…</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>Write a result or the drillholes for GIS and mine-planning software (GeoTIFF, Surfer, ESRI, CSV, GSLIB, VTK, Surpac, DXF, OBJ)</source>
        <translation>Записать результат или скважины для ГИС и программ горного планирования (GeoTIFF, Surfer, ESRI, CSV, GSLIB, VTK, Surpac, DXF, OBJ)</translation>
    </message>
    <message>
        <source>Save &amp;picture of the active panel…</source>
        <translation>Сохранить изо&amp;бражение активной панели…</translation>
    </message>
    <message>
        <source>Ctrl+Alt+P</source>
        <translation>Ctrl+Alt+P</translation>
    </message>
    <message>
        <source>Save the chart, map or view that has the keyboard focus as a PNG image or an SVG drawing</source>
        <translation>Сохранить график, карту или вид, имеющий фокус клавиатуры, как изображение PNG или рисунок SVG</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Экспорт</translation>
    </message>
    <message>
        <source>There is nothing to export yet: open a project or run an estimation first.</source>
        <translation>Экспортировать пока нечего: сначала откройте проект или выполните оценку.</translation>
    </message>
    <message>
        <source>view</source>
        <translation>вид</translation>
    </message>
</context>
<context>
    <name>strata::gui::GridMapView</name>
    <message>
        <source>No grid</source>
        <translation>Нет сетки</translation>
    </message>
</context>
<context>
    <name>strata::gui::GridSpecEditor</name>
    <message>
        <source>Nodes</source>
        <translation>Узлы</translation>
    </message>
    <message>
        <source>Origin (first node centre)</source>
        <translation>Начало (центр первого узла)</translation>
    </message>
    <message>
        <source>Cell size</source>
        <translation>Размер ячейки</translation>
    </message>
    <message>
        <source>3-D grid</source>
        <translation>3D-сетка</translation>
    </message>
    <message>
        <source>A 3-D block model; unticked, a 2-D grid of x, y (the data's z is ignored).</source>
        <translation>Трёхмерная блочная модель; если не отмечено — 2D-сетка по x, y (z данных не учитывается).</translation>
    </message>
    <message>
        <source>About this many nodes along the longest side of the data's extent.</source>
        <translation>Примерное число узлов вдоль длинной стороны области данных.</translation>
    </message>
    <message>
        <source>From data extent</source>
        <translation>По области данных</translation>
    </message>
    <message>
        <source>A grid covering the data, cell sizes and origin snapped to round numbers.</source>
        <translation>Сетка, покрывающая данные; размеры ячеек и начало округлены.</translation>
    </message>
    <message>
        <source>Nodes along the longest side</source>
        <translation>Узлов вдоль длинной стороны</translation>
    </message>
    <message>
        <source>%L1 nodes: x %2 to %3, y %4 to %5</source>
        <translation>Узлов: %L1; x от %2 до %3, y от %4 до %5</translation>
    </message>
</context>
<context>
    <name>strata::gui::IdwDialog</name>
    <message>
        <source>Inverse distance weighting</source>
        <translation>Метод обратных расстояний</translation>
    </message>
    <message>
        <source>IDW (one power)</source>
        <translation>IDW (одна степень)</translation>
    </message>
    <message>
        <source>AIDW (power from the local data density)</source>
        <translation>AIDW (степень по локальной плотности данных)</translation>
    </message>
    <message>
        <source>The K nearest data; 0: every datum (within the radius, if any).</source>
        <translation>K ближайших данных; 0: все данные (в пределах радиуса, если он задан).</translation>
    </message>
    <message>
        <source>Only data inside the search ellipsoid of this major semi-axis; 0: unlimited.</source>
        <translation>Только данные внутри эллипсоида поиска с этой большой полуосью; 0: без ограничения.</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Степень</translation>
    </message>
    <message>
        <source>Nearest data</source>
        <translation>Ближайших данных</translation>
    </message>
    <message>
        <source>Search radius</source>
        <translation>Радиус поиска</translation>
    </message>
    <message>
        <source>Anisotropy azimuth</source>
        <translation>Азимут анизотропии</translation>
    </message>
    <message>
        <source>Minor / major ratio</source>
        <translation>Отношение малой / большой</translation>
    </message>
    <message>
        <source>Neighbours whose mean distance measures the local density.</source>
        <translation>Соседи, среднее расстояние до которых характеризует локальную плотность.</translation>
    </message>
    <message>
        <source>The five power levels a1..a5.</source>
        <translation>Пять уровней степени a1..a5.</translation>
    </message>
    <message>
        <source>Data weighted per target; 0: every datum (as the published method).</source>
        <translation>Данных, взвешиваемых на узел; 0: все данные (как в опубликованном методе).</translation>
    </message>
    <message>
        <source>k</source>
        <translation>k</translation>
    </message>
    <message>
        <source>Power levels</source>
        <translation>Уровни степени</translation>
    </message>
    <message>
        <source>R min</source>
        <translation>R min</translation>
    </message>
    <message>
        <source>R max</source>
        <translation>R max</translation>
    </message>
    <message>
        <source>Weighted data</source>
        <translation>Взвешиваемых данных</translation>
    </message>
    <message>
        <source>IDW</source>
        <translation>IDW</translation>
    </message>
    <message>
        <source>AIDW</source>
        <translation>AIDW</translation>
    </message>
</context>
<context>
    <name>strata::gui::ImportDrillholesDialog</name>
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
    <message>
        <source>Check and import</source>
        <translation>Проверка и импорт</translation>
    </message>
    <message>
        <source>Read the tables, list the problems found, then import</source>
        <translation>Прочитать таблицы, показать найденные проблемы, затем импортировать</translation>
    </message>
    <message>
        <source>Continue with the valid rows</source>
        <translation>Продолжить с корректными строками</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Назад</translation>
    </message>
    <message>
        <source>Columns (empty: recognised by the usual names)</source>
        <translation>Столбцы (пусто: распознаются по обычным именам)</translation>
    </message>
    <message>
        <source>Preview (first rows as they will be read)</source>
        <translation>Предпросмотр (первые строки в том виде, как они будут прочитаны)</translation>
    </message>
    <message>
        <source>Choose a collar table to see its first rows.</source>
        <translation>Выберите таблицу устьев, чтобы увидеть её первые строки.</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>tab</source>
        <translation>табуляция</translation>
    </message>
    <message>
        <source>blanks</source>
        <translation>пробелы</translation>
    </message>
    <message>
        <source>Delimiter: %1 · header: %2 · columns: %3%4</source>
        <translation>Разделитель: %1 · заголовок: %2 · столбцы: %3%4</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <source>no</source>
        <translation>нет</translation>
    </message>
    <message>
        <source> · problems in these rows: %1</source>
        <translation> · проблемы в строках: %1</translation>
    </message>
    <message>
        <source>No survey table: every hole is vertical (unless the collar table says otherwise).</source>
        <translation>Нет таблицы инклинометрии: все скважины вертикальны (если в таблице устьев не указано иное).</translation>
    </message>
    <message>
        <source>No dip column found in %1: choose it under Columns.</source>
        <translation>В %1 не найден столбец угла падения: выберите его в разделе «Столбцы».</translation>
    </message>
    <message>
        <source>Guess from the first %1 survey rows: %2 negative and %3 positive dips, so %4.</source>
        <translation>По первым %1 строкам инклинометрии: %2 отрицательных и %3 положительных углов, поэтому %4.</translation>
    </message>
    <message>
        <source>negative dips point down</source>
        <translation>отрицательный угол — вниз</translation>
    </message>
    <message>
        <source>positive dips point down</source>
        <translation>положительный угол — вниз</translation>
    </message>
    <message>
        <source>Your choice differs from the guess.</source>
        <translation>Ваш выбор отличается от определённого автоматически.</translation>
    </message>
    <message>
        <source>Check drillhole tables</source>
        <translation>Проверка таблиц скважин</translation>
    </message>
    <message>
        <source>The tables were read with problems. Rows with errors were left out; %1 holes remain. Continue with the valid rows, go back to change the choices, or cancel.</source>
        <translation>При чтении таблиц обнаружены проблемы. Строки с ошибками пропущены; осталось скважин: %1. Продолжите с корректными строками, вернитесь, чтобы изменить настройки, или отмените.</translation>
    </message>
</context>
<context>
    <name>strata::gui::ImportPointsDialog</name>
    <message>
        <source>2-D points (ignore any Z column)</source>
        <translation>2D-точки (игнорировать столбец Z)</translation>
    </message>
    <message>
        <source>Import points</source>
        <translation>Импорт точек</translation>
    </message>
    <message>
        <source>Recognise (GSLIB or delimited text)</source>
        <translation>Распознать (GSLIB или текст с разделителями)</translation>
    </message>
    <message>
        <source>Delimited text (CSV, TSV, XYZ)</source>
        <translation>Текст с разделителями (CSV, TSV, XYZ)</translation>
    </message>
    <message>
        <source>GSLIB / GeoEAS</source>
        <translation>GSLIB / GeoEAS</translation>
    </message>
    <message>
        <source>GDAL vector (Shapefile, GeoPackage, …)</source>
        <translation>Вектор GDAL (Shapefile, GeoPackage, …)</translation>
    </message>
    <message>
        <source>Detect</source>
        <translation>Определить</translation>
    </message>
    <message>
        <source>Comma</source>
        <translation>Запятая</translation>
    </message>
    <message>
        <source>Semicolon</source>
        <translation>Точка с запятой</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>Табуляция</translation>
    </message>
    <message>
        <source>Blanks</source>
        <translation>Пробелы</translation>
    </message>
    <message>
        <source>First row is a header</source>
        <translation>Первая строка — заголовок</translation>
    </message>
    <message>
        <source>No header</source>
        <translation>Без заголовка</translation>
    </message>
    <message>
        <source>Point (1.5)</source>
        <translation>Точка (1.5)</translation>
    </message>
    <message>
        <source>Comma (1,5)</source>
        <translation>Запятая (1,5)</translation>
    </message>
    <message>
        <source>Cells read as missing besides blank ones, separated by commas</source>
        <translation>Значения ячеек, считающиеся пропусками помимо пустых, через запятую</translation>
    </message>
    <message>
        <source>Value columns to read; none checked: every numeric column</source>
        <translation>Столбцы значений для чтения; если ничего не отмечено — все числовые столбцы</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Обзор…</translation>
    </message>
    <message>
        <source>Point file</source>
        <translation>Файл точек</translation>
    </message>
    <message>
        <source>Point files (*.csv *.txt *.xyz *.dat *.gslib *.tsv *.shp *.gpkg *.geojson);;All files (*)</source>
        <translation>Файлы точек (*.csv *.txt *.xyz *.dat *.gslib *.tsv *.shp *.gpkg *.geojson);;Все файлы (*)</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>Файл:</translation>
    </message>
    <message>
        <source>Name in the project:</source>
        <translation>Имя в проекте:</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>Формат:</translation>
    </message>
    <message>
        <source>GDAL layer:</source>
        <translation>Слой GDAL:</translation>
    </message>
    <message>
        <source>Delimiter</source>
        <translation>Разделитель</translation>
    </message>
    <message>
        <source>Header</source>
        <translation>Заголовок</translation>
    </message>
    <message>
        <source>Decimal</source>
        <translation>Десятичный знак</translation>
    </message>
    <message>
        <source>Skip lines</source>
        <translation>Пропустить строк</translation>
    </message>
    <message>
        <source>Reading:</source>
        <translation>Чтение:</translation>
    </message>
    <message>
        <source>Missing values:</source>
        <translation>Пропуски:</translation>
    </message>
    <message>
        <source>X</source>
        <translation>X</translation>
    </message>
    <message>
        <source>Y</source>
        <translation>Y</translation>
    </message>
    <message>
        <source>Z</source>
        <translation>Z</translation>
    </message>
    <message>
        <source>Coordinates:</source>
        <translation>Координаты:</translation>
    </message>
    <message>
        <source>Values:</source>
        <translation>Значения:</translation>
    </message>
    <message>
        <source>Preview (first rows as they will be read)</source>
        <translation>Предпросмотр (первые строки в том виде, как они будут прочитаны)</translation>
    </message>
    <message>
        <source>Choose a point file.</source>
        <translation>Выберите файл точек.</translation>
    </message>
    <message>
        <source>GDAL vector source: the attributes are read as they are; numeric ones become values.</source>
        <translation>Векторный источник GDAL: атрибуты читаются как есть; числовые становятся значениями.</translation>
    </message>
    <message>
        <source>Format: %1 · header: %2 · columns: %3%4</source>
        <translation>Формат: %1 · заголовок: %2 · столбцы: %3%4</translation>
    </message>
    <message>
        <source>GSLIB</source>
        <translation>GSLIB</translation>
    </message>
    <message>
        <source>delimited by '%1'</source>
        <translation>с разделителем «%1»</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <source>no</source>
        <translation>нет</translation>
    </message>
    <message>
        <source> · problems in these rows: %1</source>
        <translation> · проблемы в строках: %1</translation>
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
    <name>strata::gui::KrigingDialog</name>
    <message>
        <source>Kriging</source>
        <translation>Кригинг</translation>
    </message>
    <message>
        <source>Cross-validate</source>
        <translation>Перекрёстная проверка</translation>
    </message>
    <message>
        <source>Leave-one-out: every datum estimated from the others with this setup.</source>
        <translation>Исключение по одному: каждое значение оценивается по остальным с этими настройками.</translation>
    </message>
    <message>
        <source>Preview at grid centre</source>
        <translation>Предпросмотр в центре сетки</translation>
    </message>
    <message>
        <source>The data the engine uses at the middle node and their weights; click a node in a result view to preview another.</source>
        <translation>Данные, используемые расчётом в среднем узле, и их веса; щёлкните узел в окне результата, чтобы посмотреть другой.</translation>
    </message>
    <message>
        <source>Ordinary (unknown constant mean)</source>
        <translation>Ординарный (неизвестное постоянное среднее)</translation>
    </message>
    <message>
        <source>Simple (known mean)</source>
        <translation>Простой (известное среднее)</translation>
    </message>
    <message>
        <source>Universal (polynomial drift)</source>
        <translation>Универсальный (полиномиальный дрейф)</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Тип</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>Среднее</translation>
    </message>
    <message>
        <source>Drift terms</source>
        <translation>Члены дрейфа</translation>
    </message>
    <message>
        <source>Nugget plus structures, e.g. "0.1 nug + 0.9 sph(120, 60, 10; 30, 0, 0)": ranges major, minor, vertical; angles azimuth, dip, rake (GSLIB).</source>
        <translation>Самородок плюс структуры, напр. "0.1 nug + 0.9 sph(120, 60, 10; 30, 0, 0)": радиусы влияния — большой, малый, вертикальный; углы — азимут, падение, питч (GSLIB).</translation>
    </message>
    <message>
        <source>From variogram panel</source>
        <translation>Из панели вариограммы</translation>
    </message>
    <message>
        <source>Variogram model</source>
        <translation>Модель вариограммы</translation>
    </message>
    <message>
        <source>Global (all data in one system)</source>
        <translation>Глобальная (все данные в одной системе)</translation>
    </message>
    <message>
        <source>Neighbourhood</source>
        <translation>Окрестность</translation>
    </message>
    <message>
        <source>Major</source>
        <translation>Большая</translation>
    </message>
    <message>
        <source>Minor</source>
        <translation>Малая</translation>
    </message>
    <message>
        <source>Vertical</source>
        <translation>Вертикальная</translation>
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
        <source>Rake</source>
        <translation>Питч</translation>
    </message>
    <message>
        <source>0: the major radius</source>
        <translation>0: большой радиус</translation>
    </message>
    <message>
        <source>0: the minor radius</source>
        <translation>0: малый радиус</translation>
    </message>
    <message>
        <source>Search ellipsoid</source>
        <translation>Эллипсоид поиска</translation>
    </message>
    <message>
        <source>At most this many data per octant; 0: no octant limit.</source>
        <translation>Не более стольких данных на октант; 0: без ограничения по октантам.</translation>
    </message>
    <message>
        <source>ndmin</source>
        <translation>ndmin</translation>
    </message>
    <message>
        <source>ndmax</source>
        <translation>ndmax</translation>
    </message>
    <message>
        <source>per octant</source>
        <translation>на октант</translation>
    </message>
    <message>
        <source>Data per node</source>
        <translation>Данных на узел</translation>
    </message>
    <message>
        <source>(1 1 1: point kriging; blocks are the grid cells)</source>
        <translation>(1 1 1: точечный кригинг; блоки — ячейки сетки)</translation>
    </message>
    <message>
        <source>Block discretisation</source>
        <translation>Дискретизация блока</translation>
    </message>
    <message>
        <source>The variogram panel has no model yet (Tools &gt; Variogram fitting).</source>
        <translation>В панели вариограммы ещё нет модели (Сервис &gt; Подбор вариограммы).</translation>
    </message>
    <message>
        <source>Simple kriging</source>
        <translation>Простой кригинг</translation>
    </message>
    <message>
        <source>Universal kriging</source>
        <translation>Универсальный кригинг</translation>
    </message>
    <message>
        <source>Ordinary kriging</source>
        <translation>Ординарный кригинг</translation>
    </message>
    <message>
        <source>Cross-validation: %1</source>
        <translation>Перекрёстная проверка: %1</translation>
    </message>
    <message>
        <source>Neighbourhood preview</source>
        <translation>Предпросмотр окрестности</translation>
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
        <source>The project could not be opened</source>
        <translation>Не удалось открыть проект</translation>
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
    <message>
        <source>Recover project</source>
        <translation>Восстановить проект</translation>
    </message>
    <message>
        <source>Open a Strata project (*.strata)</source>
        <translation>Открыть проект Strata (*.strata)</translation>
    </message>
    <message>
        <source>Read collar, survey and interval tables into a new project</source>
        <translation>Прочитать таблицы устьев, инклинометрии и интервалов в новый проект</translation>
    </message>
    <message>
        <source>Ctrl+Shift+P</source>
        <translation>Ctrl+Shift+P</translation>
    </message>
    <message>
        <source>Save the 3D view as a PNG or JPEG image</source>
        <translation>Сохранить 3D-вид как изображение PNG или JPEG</translation>
    </message>
    <message>
        <source>Ctrl+,</source>
        <translation>Ctrl+,</translation>
    </message>
    <message>
        <source>Language and the compute backend (CPU or GPU)</source>
        <translation>Язык и вычислительное устройство (ЦП или GPU)</translation>
    </message>
    <message>
        <source>Close Strata; running jobs are cancelled</source>
        <translation>Закрыть Strata; выполняемые задания отменяются</translation>
    </message>
    <message>
        <source>Ctrl+Shift+A</source>
        <translation>Ctrl+Shift+A</translation>
    </message>
    <message>
        <source>Show the north / east / up arrows in the corner of the 3D view</source>
        <translation>Показывать стрелки север / восток / вверх в углу 3D-вида</translation>
    </message>
    <message>
        <source>Ctrl+Shift+L</source>
        <translation>Ctrl+Shift+L</translation>
    </message>
    <message>
        <source>Show the colour legend of the drillhole intervals</source>
        <translation>Показывать цветовую легенду интервалов скважин</translation>
    </message>
    <message>
        <source>Ctrl+J</source>
        <translation>Ctrl+J</translation>
    </message>
    <message>
        <source>Ctrl+.</source>
        <translation>Ctrl+.</translation>
    </message>
    <message>
        <source>Stop every running job; files being written stay as they were</source>
        <translation>Остановить все выполняемые задания; записываемые файлы остаются как были</translation>
    </message>
    <message>
        <source>The user guide: views, projects, jobs, file formats</source>
        <translation>Руководство пользователя: виды, проекты, задания, форматы файлов</translation>
    </message>
    <message>
        <source>Ctrl+Shift+V</source>
        <translation>Ctrl+Shift+V</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Горячие клавиши</translation>
    </message>
    <message>
        <source>Ctrl+/</source>
        <translation>Ctrl+/</translation>
    </message>
    <message>
        <source>Drillholes</source>
        <translation>Скважины</translation>
    </message>
    <message>
        <source>%1[*] — Strata</source>
        <translation>%1[*] — Strata</translation>
    </message>
</context>
<context>
    <name>strata::gui::MisfitTableModel</name>
    <message>
        <source>collar</source>
        <translation>устье</translation>
    </message>
    <message>
        <source>observed</source>
        <translation>наблюдение</translation>
    </message>
    <message>
        <source>pinch-out</source>
        <translation>выклинивание</translation>
    </message>
    <message>
        <source>below hole end</source>
        <translation>ниже забоя</translation>
    </message>
    <message>
        <source>Hole</source>
        <translation>Скважина</translation>
    </message>
    <message>
        <source>Surface</source>
        <translation>Поверхность</translation>
    </message>
    <message>
        <source>Pick</source>
        <translation>Отбивка</translation>
    </message>
    <message>
        <source>X</source>
        <translation>X</translation>
    </message>
    <message>
        <source>Y</source>
        <translation>Y</translation>
    </message>
    <message>
        <source>Contact z</source>
        <translation>Z контакта</translation>
    </message>
    <message>
        <source>Model z</source>
        <translation>Z модели</translation>
    </message>
    <message>
        <source>Misfit</source>
        <translation>Невязка</translation>
    </message>
    <message>
        <source>Grid misfit</source>
        <translation>Невязка сетки</translation>
    </message>
</context>
<context>
    <name>strata::gui::PlotExport</name>
    <message>
        <source>There is no view to save.</source>
        <translation>Нет вида для сохранения.</translation>
    </message>
    <message>
        <source>Could not write the image %1.</source>
        <translation>Не удалось записать изображение %1.</translation>
    </message>
    <message>
        <source>This view is drawn with OpenGL and can only be saved as a raster image (PNG).</source>
        <translation>Этот вид отрисовывается через OpenGL и может быть сохранён только как растровое изображение (PNG).</translation>
    </message>
    <message>
        <source>Drawn by Strata</source>
        <translation>Создано в Strata</translation>
    </message>
    <message>
        <source>Could not write the drawing %1.</source>
        <translation>Не удалось записать рисунок %1.</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>Изображение PNG (*.png)</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>Рисунок SVG (*.svg)</translation>
    </message>
    <message>
        <source>Save plot</source>
        <translation>Сохранить график</translation>
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
    <message>
        <source>Reading point files</source>
        <translation>Чтение файлов точек</translation>
    </message>
</context>
<context>
    <name>strata::gui::ProjectSession</name>
    <message>
        <source>Untitled</source>
        <translation>Без имени</translation>
    </message>
    <message>
        <source>The project has no file yet: use Save As.</source>
        <translation>У проекта ещё нет файла: используйте «Сохранить как».</translation>
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
    <message>
        <source>pending</source>
        <translation>ожидает</translation>
    </message>
    <message>
        <source>running</source>
        <translation>выполняется</translation>
    </message>
    <message>
        <source>done</source>
        <translation>выполнено</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>ошибка</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>отменено</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Без имени</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Несохранённые изменения</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <source>no</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>Данные</translation>
    </message>
    <message>
        <source>Double-click for the table; right-click for statistics</source>
        <translation>Двойной щелчок — таблица; правый щелчок — статистика</translation>
    </message>
    <message>
        <source>Dimension</source>
        <translation>Размерность</translation>
    </message>
    <message>
        <source>Values</source>
        <translation>Значения</translation>
    </message>
    <message>
        <source>Rows dropped (no coordinates)</source>
        <translation>Отброшено строк (нет координат)</translation>
    </message>
    <message>
        <source>Cells not read</source>
        <translation>Непрочитанные ячейки</translation>
    </message>
    <message>
        <source>CRS</source>
        <translation>СК</translation>
    </message>
    <message>
        <source>%1 (points: %2)</source>
        <translation>%1 (точек: %2)</translation>
    </message>
    <message>
        <source>Stratigraphic column (units: %1)</source>
        <translation>Стратиграфическая колонка (подразделений: %1)</translation>
    </message>
    <message>
        <source>Base</source>
        <translation>Подошва</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Цвет</translation>
    </message>
    <message>
        <source>Density</source>
        <translation>Плотность</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>неизвестно</translation>
    </message>
    <message>
        <source>Cell layers</source>
        <translation>Слои ячеек</translation>
    </message>
    <message>
        <source>Variograms</source>
        <translation>Вариограммы</translation>
    </message>
    <message>
        <source>Variable</source>
        <translation>Переменная</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Модель</translation>
    </message>
    <message>
        <source>Lags</source>
        <translation>Лаги</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 из %2</translation>
    </message>
    <message>
        <source>Directions</source>
        <translation>Направления</translation>
    </message>
    <message>
        <source>Jobs</source>
        <translation>Задания</translation>
    </message>
    <message>
        <source>%1 (%2, %3)</source>
        <translation>%1 (%2, %3)</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Тип</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Статус</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Сообщение</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Начато</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Завершено</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Параметры</translation>
    </message>
    <message>
        <source>Models (files written by jobs)</source>
        <translation>Модели (файлы, записанные заданиями)</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Тип</translation>
    </message>
    <message>
        <source>Job</source>
        <translation>Задание</translation>
    </message>
    <message>
        <source>On disk</source>
        <translation>На диске</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>отсутствует</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Результаты</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Слои</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Узлы</translation>
    </message>
    <message>
        <source>in memory only</source>
        <translation>только в памяти</translation>
    </message>
    <message>
        <source>Show table</source>
        <translation>Показать таблицу</translation>
    </message>
    <message>
        <source>Statistics…</source>
        <translation>Статистика…</translation>
    </message>
    <message>
        <source>Variogram of</source>
        <translation>Вариограмма для</translation>
    </message>
    <message>
        <source>Remove from the project</source>
        <translation>Удалить из проекта</translation>
    </message>
    <message>
        <source>Open in the variogram panel</source>
        <translation>Открыть в панели вариограммы</translation>
    </message>
    <message>
        <source>Copy the model</source>
        <translation>Копировать модель</translation>
    </message>
    <message>
        <source>Run again</source>
        <translation>Запустить снова</translation>
    </message>
    <message>
        <source>Copy the job (JSON for strata-cli run)</source>
        <translation>Копировать задание (JSON для strata-cli run)</translation>
    </message>
    <message>
        <source>Copy the file path</source>
        <translation>Копировать путь к файлу</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Показать</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Экспорт…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>Show as a table…</source>
        <translation>Показать как таблицу…</translation>
    </message>
    <message>
        <source>Reading problems</source>
        <translation>Проблемы при чтении</translation>
    </message>
    <message>
        <source>Open in the RTM dialog</source>
        <translation>Открыть в диалоге RTM</translation>
    </message>
</context>
<context>
    <name>strata::gui::ProjectWorkflow</name>
    <message>
        <source>&amp;New project</source>
        <translation>Со&amp;здать проект</translation>
    </message>
    <message>
        <source>Close the project and start an empty one</source>
        <translation>Закрыть проект и начать новый, пустой</translation>
    </message>
    <message>
        <source>&amp;Save project</source>
        <translation>&amp;Сохранить проект</translation>
    </message>
    <message>
        <source>Save the project file (data files are referenced, not copied)</source>
        <translation>Сохранить файл проекта (файлы данных указываются ссылками, а не копируются)</translation>
    </message>
    <message>
        <source>Save project &amp;as…</source>
        <translation>Сохранить проект &amp;как…</translation>
    </message>
    <message>
        <source>Import &amp;points…</source>
        <translation>Импорт &amp;точек…</translation>
    </message>
    <message>
        <source>Add a point file (CSV, XYZ, GSLIB, GDAL vector) to the project</source>
        <translation>Добавить в проект файл точек (CSV, XYZ, GSLIB, вектор GDAL)</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Несохранённые изменения</translation>
    </message>
    <message>
        <source>The project “%1” has unsaved changes.</source>
        <translation>В проекте «%1» есть несохранённые изменения.</translation>
    </message>
    <message>
        <source>Save them before going on?</source>
        <translation>Сохранить их, прежде чем продолжить?</translation>
    </message>
    <message>
        <source>Recover unsaved work</source>
        <translation>Восстановление несохранённой работы</translation>
    </message>
    <message>
        <source>Strata did not close normally. An autosave of the project “%1” from %2 was found.</source>
        <translation>Strata не была закрыта нормально. Найдено автосохранение проекта «%1» от %2.</translation>
    </message>
    <message>
        <source>The project was never saved.</source>
        <translation>Проект ни разу не сохранялся.</translation>
    </message>
    <message>
        <source>Project file: %1</source>
        <translation>Файл проекта: %1</translation>
    </message>
    <message>
        <source>Recover</source>
        <translation>Восстановить</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Отбросить</translation>
    </message>
    <message>
        <source>Decide later</source>
        <translation>Решить позже</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Без имени</translation>
    </message>
    <message>
        <source>Save project</source>
        <translation>Сохранить проект</translation>
    </message>
    <message>
        <source>Save project as</source>
        <translation>Сохранить проект как</translation>
    </message>
    <message>
        <source>Strata projects (*.strata)</source>
        <translation>Проекты Strata (*.strata)</translation>
    </message>
    <message>
        <source>Import points %1</source>
        <translation>Импорт точек %1</translation>
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
    <name>strata::gui::ResultItem</name>
    <message>
        <source>2D grid</source>
        <translation>2D-сетка</translation>
    </message>
    <message>
        <source>3D grid</source>
        <translation>3D-сетка</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Точки</translation>
    </message>
    <message>
        <source>Surface stack</source>
        <translation>Набор поверхностей</translation>
    </message>
    <message>
        <source>Seismic section</source>
        <translation>Сейсмический разрез</translation>
    </message>
</context>
<context>
    <name>strata::gui::ResultViewer</name>
    <message>
        <source>Result viewer</source>
        <translation>Просмотр результатов</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>Layer</source>
        <translation>Слой</translation>
    </message>
    <message>
        <source>Slice x</source>
        <translation>Срез x</translation>
    </message>
    <message>
        <source>Slice y</source>
        <translation>Срез y</translation>
    </message>
    <message>
        <source>Slice z</source>
        <translation>Срез z</translation>
    </message>
    <message>
        <source>Clip</source>
        <translation>Отсечь</translation>
    </message>
    <message>
        <source>x</source>
        <translation>x</translation>
    </message>
    <message>
        <source>y</source>
        <translation>y</translation>
    </message>
    <message>
        <source>z</source>
        <translation>z</translation>
    </message>
    <message>
        <source>Clipping plane</source>
        <translation>Плоскость отсечения</translation>
    </message>
    <message>
        <source>Vertical exaggeration</source>
        <translation>Вертикальное масштабирование</translation>
    </message>
    <message>
        <source>Click the grid to read a node.</source>
        <translation>Щёлкните по сетке, чтобы прочитать узел.</translation>
    </message>
    <message>
        <source>2-D map</source>
        <translation>2D-карта</translation>
    </message>
    <message>
        <source>Swath plot</source>
        <translation>График по полосам</translation>
    </message>
    <message>
        <source>Loading the data of %1</source>
        <translation>Загрузка данных %1</translation>
    </message>
    <message>
        <source>Node %1 at (%2, %3, %4)
%5 = %6
variance = %7</source>
        <translation>Узел %1 в (%2, %3, %4)
%5 = %6
дисперсия = %7</translation>
    </message>
    <message>
        <source>Map: %1</source>
        <translation>Карта: %1</translation>
    </message>
</context>
<context>
    <name>strata::gui::RtmDialog</name>
    <message>
        <source>Reverse time migration</source>
        <translation>Миграция в обратном времени</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Запустить</translation>
    </message>
    <message>
        <source>Model the shots (if asked) and migrate them in the background</source>
        <translation>Смоделировать сейсмограммы ПВ (если задано) и выполнить их миграцию в фоне</translation>
    </message>
    <message>
        <source>Cancel job</source>
        <translation>Отменить задание</translation>
    </message>
    <message>
        <source>Velocity model (migration)</source>
        <translation>Скоростная модель (миграции)</translation>
    </message>
    <message>
        <source>Raw float32</source>
        <translation>Необработанный float32</translation>
    </message>
    <message>
        <source>SEG-Y section</source>
        <translation>Разрез SEG-Y</translation>
    </message>
    <message>
        <source>Stratum section (interval velocity per unit, JSON)</source>
        <translation>Стратиграфический разрез (интервальная скорость по подразделениям, JSON)</translation>
    </message>
    <message>
        <source>Source:</source>
        <translation>Источник:</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>Файл:</translation>
    </message>
    <message>
        <source>Velocity models (*.bin *.raw *.segy *.sgy *.json);;All files (*)</source>
        <translation>Скоростные модели (*.bin *.raw *.segy *.sgy *.json);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Nodes along the line</source>
        <translation>Узлов вдоль профиля</translation>
    </message>
    <message>
        <source>Nodes in depth</source>
        <translation>Узлов по глубине</translation>
    </message>
    <message>
        <source>×</source>
        <translation>×</translation>
    </message>
    <message>
        <source>Nodes (x × z):</source>
        <translation>Узлы (x × z):</translation>
    </message>
    <message>
        <source>Spacing dx:</source>
        <translation>Шаг dx:</translation>
    </message>
    <message>
        <source>Spacing dz:</source>
        <translation>Шаг dz:</translation>
    </message>
    <message>
        <source>x fastest (rows of constant depth)</source>
        <translation>сначала x (строки постоянной глубины)</translation>
    </message>
    <message>
        <source>z fastest (one trace after another)</source>
        <translation>сначала z (трасса за трассой)</translation>
    </message>
    <message>
        <source>How the raw file's values are ordered; the image is written in the same order</source>
        <translation>Порядок значений в необработанном файле; изображение записывается в том же порядке</translation>
    </message>
    <message>
        <source>Axis order:</source>
        <translation>Порядок осей:</translation>
    </message>
    <message>
        <source>automatic (below 20: km/s)</source>
        <translation>автоматически (меньше 20: км/с)</translation>
    </message>
    <message>
        <source>m/s</source>
        <translation>м/с</translation>
    </message>
    <message>
        <source>km/s</source>
        <translation>км/с</translation>
    </message>
    <message>
        <source>Velocity unit:</source>
        <translation>Единица скорости:</translation>
    </message>
    <message>
        <source>Shot data</source>
        <translation>Сейсмограммы ПВ</translation>
    </message>
    <message>
        <source>Model synthetic shots on the migration model</source>
        <translation>Смоделировать синтетические сейсмограммы на модели миграции</translation>
    </message>
    <message>
        <source>Model synthetic shots on another model (same grid)</source>
        <translation>Смоделировать синтетические сейсмограммы на другой модели (та же сетка)</translation>
    </message>
    <message>
        <source>Recorded gathers (SEG-Y, or raw float32 with .json)</source>
        <translation>Записанные сейсмограммы (SEG-Y или необработанный float32 с .json)</translation>
    </message>
    <message>
        <source>Synthetic shots on a model with the reflectors, migrated with a smooth model, show where the reflectors image</source>
        <translation>Синтетические сейсмограммы на модели с отражающими границами, мигрированные по сглаженной модели, показывают, где отображаются границы</translation>
    </message>
    <message>
        <source>Data:</source>
        <translation>Данные:</translation>
    </message>
    <message>
        <source>Models and gathers (*.bin *.raw *.segy *.sgy *.json);;All files (*)</source>
        <translation>Модели и сейсмограммы (*.bin *.raw *.segy *.sgy *.json);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Acquisition (synthetic shots)</source>
        <translation>Система наблюдений (синтетические ПВ)</translation>
    </message>
    <message>
        <source>First shot x:</source>
        <translation>x первого ПВ:</translation>
    </message>
    <message>
        <source>Shot spacing:</source>
        <translation>Шаг ПВ:</translation>
    </message>
    <message>
        <source>Shots:</source>
        <translation>ПВ:</translation>
    </message>
    <message>
        <source>Source depth:</source>
        <translation>Глубина источника:</translation>
    </message>
    <message>
        <source>First receiver x:</source>
        <translation>x первого приёмника:</translation>
    </message>
    <message>
        <source>Receiver spacing:</source>
        <translation>Шаг приёмников:</translation>
    </message>
    <message>
        <source>Receivers:</source>
        <translation>Приёмники:</translation>
    </message>
    <message>
        <source>Receiver depth:</source>
        <translation>Глубина приёмников:</translation>
    </message>
    <message>
        <source> s</source>
        <translation> с</translation>
    </message>
    <message>
        <source>Record length:</source>
        <translation>Длина записи:</translation>
    </message>
    <message>
        <source>Wavelet, operator and boundary</source>
        <translation>Импульс, оператор и граница</translation>
    </message>
    <message>
        <source> Hz</source>
        <translation> Гц</translation>
    </message>
    <message>
        <source>Peak frequency of the Ricker wavelet</source>
        <translation>Пиковая частота импульса Рикера</translation>
    </message>
    <message>
        <source>Ricker peak frequency:</source>
        <translation>Пиковая частота Рикера:</translation>
    </message>
    <message>
        <source>empty: Ricker</source>
        <translation>пусто: Рикер</translation>
    </message>
    <message>
        <source>A user wavelet: a text file of time (s) and amplitude</source>
        <translation>Пользовательский импульс: текстовый файл со временем (с) и амплитудой</translation>
    </message>
    <message>
        <source>Wavelet file:</source>
        <translation>Файл импульса:</translation>
    </message>
    <message>
        <source>Wavelets (*.txt *.csv);;All files (*)</source>
        <translation>Импульсы (*.txt *.csv);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Finite differences, order %1</source>
        <translation>Конечные разности, порядок %1</translation>
    </message>
    <message>
        <source>Recursive (minimal dispersion)</source>
        <translation>Рекурсивный (минимальная дисперсия)</translation>
    </message>
    <message>
        <source>Recursive, designed for this model's band</source>
        <translation>Рекурсивный, рассчитанный на полосу частот этой модели</translation>
    </message>
    <message>
        <source>Recursive operators keep 2.5 points per wavelength accurate; FD8 needs about 5</source>
        <translation>Рекурсивные операторы точны при 2.5 точках на длину волны; FD8 требует около 5</translation>
    </message>
    <message>
        <source>Operator:</source>
        <translation>Оператор:</translation>
    </message>
    <message>
        <source>CPML</source>
        <translation>CPML</translation>
    </message>
    <message>
        <source>Sponge</source>
        <translation>Губка</translation>
    </message>
    <message>
        <source>Absorbing boundary:</source>
        <translation>Поглощающая граница:</translation>
    </message>
    <message>
        <source>default</source>
        <translation>по умолчанию</translation>
    </message>
    <message>
        <source>Absorbing cells on every side (default: 20 for CPML, 50 for the sponge)</source>
        <translation>Поглощающих ячеек с каждой стороны (по умолчанию: 20 для CPML, 50 для губки)</translation>
    </message>
    <message>
        <source>Boundary cells:</source>
        <translation>Граничных ячеек:</translation>
    </message>
    <message>
        <source>Laplacian image filter</source>
        <translation>Лапласов фильтр изображения</translation>
    </message>
    <message>
        <source>Removes the low-wavenumber backscatter of sharp velocity contrasts</source>
        <translation>Удаляет низковолновое обратное рассеяние на резких скоростных контрастах</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Вывод</translation>
    </message>
    <message>
        <source>The shot gathers, image.bin and image.illumination.bin are written here</source>
        <translation>Сюда записываются сейсмограммы ПВ, image.bin и image.illumination.bin</translation>
    </message>
    <message>
        <source>Folder:</source>
        <translation>Папка:</translation>
    </message>
    <message>
        <source>Output folder</source>
        <translation>Папка вывода</translation>
    </message>
    <message>
        <source>shot gathers file</source>
        <translation>файл сейсмограмм ПВ</translation>
    </message>
    <message>
        <source>true velocity model (same grid and kind)</source>
        <translation>истинная скоростная модель (та же сетка и тип)</translation>
    </message>
    <message>
        <source>Choose a file</source>
        <translation>Выберите файл</translation>
    </message>
    <message>
        <source>Choose the model the synthetic shots are modelled on.</source>
        <translation>Выберите модель, на которой моделируются синтетические сейсмограммы.</translation>
    </message>
    <message>
        <source>RTM %1 Hz %2</source>
        <translation>RTM %1 Гц %2</translation>
    </message>
    <message>
        <source>The migration was cancelled.</source>
        <translation>Миграция отменена.</translation>
    </message>
    <message>
        <source>From a surface stack of this project</source>
        <translation>Из набора поверхностей этого проекта</translation>
    </message>
    <message>
        <source>A stratum section places the units of the stratigraphic column along the line, each with its interval velocity (see docs/seismic.md); from a surface stack, the units' tops are sampled along a map line and the section is written as such a file</source>
        <translation>Разрез по пластам размещает единицы стратиграфической колонки вдоль линии, каждую со своей интервальной скоростью (см. docs/seismic.md); из набора поверхностей кровли единиц берутся вдоль линии на карте, и разрез записывается в такой файл</translation>
    </message>
    <message>
        <source>where the velocity section is written (JSON)</source>
        <translation>куда записывается скоростной разрез (JSON)</translation>
    </message>
    <message>
        <source>The stratum section built from the surfaces is written here when the job starts</source>
        <translation>Разрез, построенный по поверхностям, записывается сюда при запуске задания</translation>
    </message>
    <message>
        <source>The project has no surface stack yet: build one with Tools &gt; Build surfaces.</source>
        <translation>В проекте ещё нет набора поверхностей: постройте его через Инструменты &gt; Построить поверхности.</translation>
    </message>
    <message>
        <source>The section would have %1 × %2 nodes: use larger spacings.</source>
        <translation>Разрез имел бы %1 × %2 узлов: увеличьте шаги.</translation>
    </message>
    <message>
        <source>Velocity preview</source>
        <translation>Предпросмотр скоростей</translation>
    </message>
</context>
<context>
    <name>strata::gui::SeismicSectionPanel</name>
    <message>
        <source>The migrated image, the source illumination, or the migration velocity</source>
        <translation>Мигрированное изображение, освещённость от источника или скорость миграции</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Серая</translation>
    </message>
    <message>
        <source>Red – white – blue</source>
        <translation>Красный – белый – синий</translation>
    </message>
    <message>
        <source>Colour map for amplitudes: peaks black or red, troughs white or blue</source>
        <translation>Цветовая шкала амплитуд: пики чёрные или красные, впадины белые или синие</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>Amplitudes above this percentile of |amplitude| get the full colour</source>
        <translation>Амплитуды, модуль которых выше этого процентиля, получают полный цвет</translation>
    </message>
    <message>
        <source>×</source>
        <translation>×</translation>
    </message>
    <message>
        <source>Multiplies the amplitudes before clipping</source>
        <translation>Умножает амплитуды перед ограничением</translation>
    </message>
    <message>
        <source>Over the velocity model</source>
        <translation>Поверх скоростной модели</translation>
    </message>
    <message>
        <source>Show the migration velocity where the image is weak</source>
        <translation>Показывать скорость миграции там, где изображение слабое</translation>
    </message>
    <message>
        <source>Save picture…</source>
        <translation>Сохранить изображение…</translation>
    </message>
    <message>
        <source>Save the section as a PNG image or an SVG drawing</source>
        <translation>Сохранить разрез как изображение PNG или рисунок SVG</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>Показать:</translation>
    </message>
    <message>
        <source>Clip:</source>
        <translation>Ограничение:</translation>
    </message>
    <message>
        <source>Gain:</source>
        <translation>Усиление:</translation>
    </message>
</context>
<context>
    <name>strata::gui::SeismicSectionView</name>
    <message>
        <source>Migrated section: distance along the line to the right, depth down</source>
        <translation>Мигрированный разрез: расстояние вдоль профиля вправо, глубина вниз</translation>
    </message>
    <message>
        <source>No section yet: run the migration.</source>
        <translation>Разреза пока нет: выполните миграцию.</translation>
    </message>
    <message>
        <source>m</source>
        <translation>м</translation>
    </message>
    <message>
        <source>depth (m)</source>
        <translation>глубина (м)</translation>
    </message>
</context>
<context>
    <name>strata::gui::SeismicTools</name>
    <message>
        <source>Reverse time &amp;migration…</source>
        <translation>Миграция в &amp;обратном времени…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+M</source>
        <translation>Ctrl+Shift+M</translation>
    </message>
    <message>
        <source>Image a seismic section: model or read shot gathers and migrate them (2D acoustic RTM)</source>
        <translation>Построить сейсмический разрез: смоделировать или прочитать сейсмограммы ПВ и выполнить миграцию (2D акустическая RTM)</translation>
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
    <message>
        <source>Metres</source>
        <translation>Метры</translation>
    </message>
    <message>
        <source>Feet</source>
        <translation>Футы</translation>
    </message>
    <message>
        <source>The unit coordinates and depths are written in; Strata shows it and never converts</source>
        <translation>Единица, в которой записаны координаты и глубины; Strata её показывает и никогда не пересчитывает</translation>
    </message>
    <message>
        <source>Colour of the statistics plots</source>
        <translation>Цвет графиков статистики</translation>
    </message>
    <message>
        <source> min</source>
        <translation> мин</translation>
    </message>
    <message>
        <source>off</source>
        <translation>выкл.</translation>
    </message>
    <message>
        <source>Unsaved changes are written to a side file this often; after a crash Strata offers them back</source>
        <translation>С такой периодичностью несохранённые изменения записываются в резервный файл; после сбоя Strata предложит их восстановить</translation>
    </message>
    <message>
        <source>Length unit of the data:</source>
        <translation>Единица длины данных:</translation>
    </message>
    <message>
        <source>Plot colour:</source>
        <translation>Цвет графиков:</translation>
    </message>
    <message>
        <source>Autosave every:</source>
        <translation>Автосохранение каждые:</translation>
    </message>
</context>
<context>
    <name>strata::gui::ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Горячие клавиши</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Действие</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Клавиши</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>Назначение</translation>
    </message>
</context>
<context>
    <name>strata::gui::StackSectionForm</name>
    <message>
        <source>Surface stack of this project</source>
        <translation>Набор поверхностей этого проекта</translation>
    </message>
    <message>
        <source>A result of Tools &gt; Build surfaces: one surface per unit top</source>
        <translation>Результат Инструменты &gt; Построить поверхности: одна поверхность на кровлю каждой единицы</translation>
    </message>
    <message>
        <source>Surfaces:</source>
        <translation>Поверхности:</translation>
    </message>
    <message>
        <source>Along x, through the grid's centre</source>
        <translation>Вдоль x, через центр сетки</translation>
    </message>
    <message>
        <source>Along y, through the grid's centre</source>
        <translation>Вдоль y, через центр сетки</translation>
    </message>
    <message>
        <source>Custom (two map points)</source>
        <translation>Своя (две точки на карте)</translation>
    </message>
    <message>
        <source>Section line:</source>
        <translation>Линия разреза:</translation>
    </message>
    <message>
        <source>From (x, y):</source>
        <translation>От (x, y):</translation>
    </message>
    <message>
        <source>To (x, y):</source>
        <translation>До (x, y):</translation>
    </message>
    <message>
        <source>Length:</source>
        <translation>Длина:</translation>
    </message>
    <message>
        <source>highest ground along the line</source>
        <translation>наивысшая отметка поверхности вдоль линии</translation>
    </message>
    <message>
        <source>Elevation of depth 0 in the velocity model</source>
        <translation>Отметка нулевой глубины скоростной модели</translation>
    </message>
    <message>
        <source>Datum:</source>
        <translation>Уровень приведения:</translation>
    </message>
    <message>
        <source>Defaults: from the unit's density (Gardner's relation), else 800 m/s for the top unit and 600 m/s more for each unit below</source>
        <translation>По умолчанию: по плотности единицы (соотношение Гарднера), иначе 800 м/с для верхней единицы и на 600 м/с больше для каждой следующей</translation>
    </message>
    <message>
        <source>%1 m</source>
        <translation>%1 м</translation>
    </message>
    <message>
        <source>the top unit's velocity</source>
        <translation>скорость верхней единицы</translation>
    </message>
    <message>
        <source>Velocity between the datum and the ground where the ground lies below the datum (a replacement velocity)</source>
        <translation>Скорость между уровнем приведения и поверхностью земли там, где земля ниже уровня приведения (скорость замещения)</translation>
    </message>
    <message>
        <source>Above the ground:</source>
        <translation>Выше поверхности земли:</translation>
    </message>
</context>
<context>
    <name>strata::gui::StatisticsPanel</name>
    <message>
        <source>Logarithmic</source>
        <translation>Логарифмическая</translation>
    </message>
    <message>
        <source>Cell declustering weights</source>
        <translation>Веса декластеризации по ячейкам</translation>
    </message>
    <message>
        <source>Logarithmic bins and value axis (grades are often log-normal)</source>
        <translation>Логарифмические интервалы и ось значений (содержания часто логнормальны)</translation>
    </message>
    <message>
        <source>Weights that correct for clustered sampling (GSLIB declus)</source>
        <translation>Веса, компенсирующие кластеризацию опробования (GSLIB declus)</translation>
    </message>
    <message>
        <source>lowest declustered mean (high values clustered)</source>
        <translation>наименьшим декластеризованным средним (высокие значения сгруппированы)</translation>
    </message>
    <message>
        <source>highest declustered mean (low values clustered)</source>
        <translation>наибольшим декластеризованным средним (низкие значения сгруппированы)</translation>
    </message>
    <message>
        <source>to</source>
        <translation>до</translation>
    </message>
    <message>
        <source>Cell sizes:</source>
        <translation>Размеры ячеек:</translation>
    </message>
    <message>
        <source>Number of sizes:</source>
        <translation>Число размеров:</translation>
    </message>
    <message>
        <source>Origin offsets:</source>
        <translation>Смещения начала:</translation>
    </message>
    <message>
        <source>Choose the size with the:</source>
        <translation>Выбрать размер с:</translation>
    </message>
    <message>
        <source>Statistic</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Значение</translation>
    </message>
    <message>
        <source>Normal score: the standard normal quantile of each datum's plotting position; 0 is the median, ±1.96 are 2.5 % and 97.5 %</source>
        <translation>Нормальный балл: квантиль стандартного нормального распределения для позиции каждого значения; 0 — медиана, ±1.96 — 2.5 % и 97.5 %</translation>
    </message>
    <message>
        <source>Variable:</source>
        <translation>Переменная:</translation>
    </message>
    <message>
        <source>Histogram bins:</source>
        <translation>Интервалов гистограммы:</translation>
    </message>
    <message>
        <source>Declustering needs point coordinates: use a point set or the collars</source>
        <translation>Для декластеризации нужны координаты точек: используйте набор точек или устья</translation>
    </message>
    <message>
        <source>Statistics of %1</source>
        <translation>Статистика %1</translation>
    </message>
    <message>
        <source>Cell size %1: declustered mean %2 (equal weights: %3)</source>
        <translation>Размер ячейки %1: декластеризованное среднее %2 (при равных весах: %3)</translation>
    </message>
    <message>
        <source>No cell size changes the mean that way: equal weights kept.</source>
        <translation>Ни один размер ячейки не меняет среднее нужным образом: сохранены равные веса.</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>Данные</translation>
    </message>
    <message>
        <source>Missing</source>
        <translation>Пропуски</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Веса</translation>
    </message>
    <message>
        <source>cell declustering</source>
        <translation>декластеризация по ячейкам</translation>
    </message>
    <message>
        <source>equal</source>
        <translation>равные</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>Среднее</translation>
    </message>
    <message>
        <source>Variance</source>
        <translation>Дисперсия</translation>
    </message>
    <message>
        <source>Standard deviation</source>
        <translation>Стандартное отклонение</translation>
    </message>
    <message>
        <source>Coefficient of variation</source>
        <translation>Коэффициент вариации</translation>
    </message>
    <message>
        <source>Skewness</source>
        <translation>Асимметрия</translation>
    </message>
    <message>
        <source>Minimum</source>
        <translation>Минимум</translation>
    </message>
    <message>
        <source>Lower quartile</source>
        <translation>Нижний квартиль</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>Медиана</translation>
    </message>
    <message>
        <source>Upper quartile</source>
        <translation>Верхний квартиль</translation>
    </message>
    <message>
        <source>Maximum</source>
        <translation>Максимум</translation>
    </message>
    <message>
        <source>Histogram of %1</source>
        <translation>Гистограмма %1</translation>
    </message>
    <message>
        <source>Frequency (declustered)</source>
        <translation>Частота (декластеризованная)</translation>
    </message>
    <message>
        <source>Frequency</source>
        <translation>Частота</translation>
    </message>
    <message>
        <source>Normal probability plot of %1</source>
        <translation>Нормальный вероятностный график %1</translation>
    </message>
    <message>
        <source>Normal score</source>
        <translation>Нормальный балл</translation>
    </message>
</context>
<context>
    <name>strata::gui::StratigraphicColumnEditor</name>
    <message>
        <source>Conformable</source>
        <translation>Согласное</translation>
    </message>
    <message>
        <source>Erosional (unconformity)</source>
        <translation>Эрозионное (несогласие)</translation>
    </message>
    <message>
        <source>Onlap</source>
        <translation>Прилегание</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Подразделение</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Цвет</translation>
    </message>
    <message>
        <source>Base</source>
        <translation>Подошва</translation>
    </message>
    <message>
        <source>Density (t/m³)</source>
        <translation>Плотность (т/м³)</translation>
    </message>
    <message>
        <source>Units from the top (youngest) down</source>
        <translation>Подразделения сверху (самые молодые) вниз</translation>
    </message>
    <message>
        <source>The units from the top (youngest) down. The base rule says which surface wins where interpolated surfaces cross: an erosional base cuts the older units, an onlapping unit rests on them, conformable surfaces meet half-way.</source>
        <translation>Подразделения сверху (самые молодые) вниз. Правило подошвы определяет, какая поверхность берёт верх там, где интерполированные поверхности пересекаются: эрозионная подошва срезает более древние подразделения, прилегающее подразделение ложится на них, согласные поверхности сходятся посередине.</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Добавить</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Вверх</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Вниз</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>неизвестно</translation>
    </message>
    <message>
        <source>Double-click to choose the colour</source>
        <translation>Двойной щелчок — выбор цвета</translation>
    </message>
    <message>
        <source>Colour of the unit</source>
        <translation>Цвет подразделения</translation>
    </message>
    <message>
        <source>UNIT%1</source>
        <translation>UNIT%1</translation>
    </message>
</context>
<context>
    <name>strata::gui::SurfaceTools</name>
    <message>
        <source>Build &amp;surfaces…</source>
        <translation>Построить по&amp;верхности…</translation>
    </message>
    <message>
        <source>Stratum surfaces and the 3D layer model from the drillholes' logged units</source>
        <translation>Стратиграфические поверхности и 3D-модель слоёв по подразделениям, выделенным в скважинах</translation>
    </message>
    <message>
        <source>Surfaces</source>
        <translation>Поверхности</translation>
    </message>
    <message>
        <source>Surfaces (%1)</source>
        <translation>Поверхности (%1)</translation>
    </message>
</context>
<context>
    <name>strata::gui::SurfacesDialog</name>
    <message>
        <source>Build surfaces</source>
        <translation>Построение поверхностей</translation>
    </message>
    <message>
        <source>Propose from the logs</source>
        <translation>Предложить по данным скважин</translation>
    </message>
    <message>
        <source>The units of the unit column, each above the units it lies above in most holes</source>
        <translation>Подразделения из столбца подразделений, каждое выше тех, над которыми оно лежит в большинстве скважин</translation>
    </message>
    <message>
        <source>AIDW (adaptive inverse distance)</source>
        <translation>AIDW (адаптивные обратные расстояния)</translation>
    </message>
    <message>
        <source>Ordinary kriging (global neighbourhood)</source>
        <translation>Ординарный кригинг (глобальная окрестность)</translation>
    </message>
    <message>
        <source>IDW</source>
        <translation>IDW</translation>
    </message>
    <message>
        <source>auto (fitted to the contacts), or a model such as 0.05 nug + 0.95 sph(300)</source>
        <translation>auto (подбор по контактам) или модель, например 0.05 nug + 0.95 sph(300)</translation>
    </message>
    <message>
        <source>Interpolate unit thicknesses (isochores)</source>
        <translation>Интерполировать мощности подразделений (изохоры)</translation>
    </message>
    <message>
        <source>Thicknesses are often smoother than elevations; each surface is then the one above less the unit's thickness</source>
        <translation>Мощности часто более гладкие, чем отметки; каждая поверхность тогда равна вышележащей минус мощность подразделения</translation>
    </message>
    <message>
        <source> m</source>
        <translation> м</translation>
    </message>
    <message>
        <source>Thinner units are removed (they pinch out)</source>
        <translation>Более тонкие подразделения удаляются (выклиниваются)</translation>
    </message>
    <message>
        <source>Interval table:</source>
        <translation>Интервальная таблица:</translation>
    </message>
    <message>
        <source>Unit column:</source>
        <translation>Столбец подразделений:</translation>
    </message>
    <message>
        <source>Stratigraphic column (top first)</source>
        <translation>Стратиграфическая колонка (сверху вниз)</translation>
    </message>
    <message>
        <source>Interpolation</source>
        <translation>Интерполяция</translation>
    </message>
    <message>
        <source>Method:</source>
        <translation>Метод:</translation>
    </message>
    <message>
        <source>Variogram:</source>
        <translation>Вариограмма:</translation>
    </message>
    <message>
        <source>Minimum thickness:</source>
        <translation>Минимальная мощность:</translation>
    </message>
    <message>
        <source>Backend:</source>
        <translation>Вычислительное устройство:</translation>
    </message>
    <message>
        <source>Surface grid</source>
        <translation>Сетка поверхностей</translation>
    </message>
    <message>
        <source>Build</source>
        <translation>Построить</translation>
    </message>
    <message>
        <source>Cancel job</source>
        <translation>Отменить задание</translation>
    </message>
    <message>
        <source>Surfaces of %1 units</source>
        <translation>Поверхности %1 подразделений</translation>
    </message>
    <message>
        <source>%1 surfaces on %2 nodes in %3 s (%4); misfit at the contacts: rms %5, max %6; corrections at %7 nodes.</source>
        <translation>%1 поверхностей на %2 узлах за %3 с (%4); невязка на контактах: СКО %5, макс. %6; исправления в %7 узлах.</translation>
    </message>
    <message>
        <source>Building the surfaces was cancelled.</source>
        <translation>Построение поверхностей отменено.</translation>
    </message>
</context>
<context>
    <name>strata::gui::SurfacesPanel</name>
    <message>
        <source>Tick a unit to show it in the 3D view</source>
        <translation>Отметьте подразделение, чтобы показать его в 3D-виде</translation>
    </message>
    <message>
        <source>By unit</source>
        <translation>По подразделениям</translation>
    </message>
    <message>
        <source>By elevation</source>
        <translation>По отметке</translation>
    </message>
    <message>
        <source>Section plane</source>
        <translation>Плоскость разреза</translation>
    </message>
    <message>
        <source>From x:</source>
        <translation>От x:</translation>
    </message>
    <message>
        <source>From y:</source>
        <translation>От y:</translation>
    </message>
    <message>
        <source>To x:</source>
        <translation>До x:</translation>
    </message>
    <message>
        <source>To y:</source>
        <translation>До y:</translation>
    </message>
    <message>
        <source>Cut</source>
        <translation>Разрезать</translation>
    </message>
    <message>
        <source>A vertical plane along the line: the model is cut away on the right of the line, looking from its first point to its second</source>
        <translation>Вертикальная плоскость вдоль линии: модель срезается справа от линии, если смотреть от её первой точки ко второй</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>Misfit = model − contact at each hole; for a hole that ended above a surface, how far the model lies above the hole's end (should be 0). Click a header to sort.</source>
        <translation>Невязка = модель − контакт в каждой скважине; для скважины, закончившейся выше поверхности, — насколько модель лежит выше забоя (должно быть 0). Щёлкните заголовок для сортировки.</translation>
    </message>
    <message>
        <source>Units:</source>
        <translation>Подразделения:</translation>
    </message>
    <message>
        <source>Colour:</source>
        <translation>Цвет:</translation>
    </message>
    <message>
        <source>Misfit at the contacts</source>
        <translation>Невязка на контактах</translation>
    </message>
    <message>
        <source>%1 surfaces, %2 × %3 nodes, %4. Misfit at %5 contacts: rms %6, max %7; %8 of %9 hole-end limits broken; consistency rules moved surfaces at %10 nodes.</source>
        <translation>%1 поверхностей, %2 × %3 узлов, %4. Невязка на %5 контактах: СКО %6, макс. %7; нарушено %8 из %9 ограничений по забою; правила согласованности сдвинули поверхности в %10 узлах.</translation>
    </message>
    <message>
        <source>The section line needs two different points.</source>
        <translation>Для линии разреза нужны две разные точки.</translation>
    </message>
</context>
<context>
    <name>strata::gui::SwathPlotView</name>
    <message>
        <source>Swath plot: %1</source>
        <translation>График по полосам: %1</translation>
    </message>
    <message>
        <source>Along x (easting)</source>
        <translation>Вдоль x (восток)</translation>
    </message>
    <message>
        <source>Along y (northing)</source>
        <translation>Вдоль y (север)</translation>
    </message>
    <message>
        <source>Along z (elevation)</source>
        <translation>Вдоль z (отметка)</translation>
    </message>
    <message>
        <source>cell size</source>
        <translation>размер ячейки</translation>
    </message>
    <message>
        <source>Width of a slice; 0 takes the grid's cell size along the axis.</source>
        <translation>Ширина полосы; 0 — размер ячейки сетки вдоль оси.</translation>
    </message>
    <message>
        <source>Swaths</source>
        <translation>Полосы</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>Ширина</translation>
    </message>
    <message>
        <source>Mean of estimates and of data per swath</source>
        <translation>Среднее оценок и данных по полосе</translation>
    </message>
    <message>
        <source>Estimates (%1)</source>
        <translation>Оценки (%1)</translation>
    </message>
    <message>
        <source>Data (%1)</source>
        <translation>Данные (%1)</translation>
    </message>
    <message>
        <source>Data count (marker size)</source>
        <translation>Число данных (размер маркера)</translation>
    </message>
    <message>
        <source>Swath centre (%1)</source>
        <translation>Центр полосы (%1)</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>Среднее</translation>
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
    <name>strata::gui::UnitVelocityTable</name>
    <message>
        <source>Unit</source>
        <translation>Единица</translation>
    </message>
    <message>
        <source>Velocity</source>
        <translation>Скорость</translation>
    </message>
    <message>
        <source>Gradient</source>
        <translation>Градиент</translation>
    </message>
    <message>
        <source>Interval velocity at the unit's top</source>
        <translation>Интервальная скорость у кровли единицы</translation>
    </message>
    <message>
        <source>Increase of the velocity per metre below the unit's top</source>
        <translation>Рост скорости на метр ниже кровли единицы</translation>
    </message>
    <message>
        <source> m/s</source>
        <translation> м/с</translation>
    </message>
    <message>
        <source> /s</source>
        <translation> /с</translation>
    </message>
</context>
<context>
    <name>strata::gui::UserGuideDialog</name>
    <message>
        <source>Strata user guide</source>
        <translation>Руководство пользователя Strata</translation>
    </message>
    <message>
        <source>Quick start</source>
        <translation>Быстрый старт</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Содержание</translation>
    </message>
    <message>
        <source>(the documentation folder was not found)</source>
        <translation>(папка документации не найдена)</translation>
    </message>
</context>
<context>
    <name>strata::gui::ValidationReportModel</name>
    <message>
        <source>error</source>
        <translation>ошибка</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>предупреждение</translation>
    </message>
    <message>
        <source>note</source>
        <translation>замечание</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Файл</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Строка</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>Столбец</translation>
    </message>
    <message>
        <source>Hole</source>
        <translation>Скважина</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>Важность</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Сообщение</translation>
    </message>
</context>
<context>
    <name>strata::gui::ValidationReportView</name>
    <message>
        <source>Filter: text in any column (hole id, file, message)…</source>
        <translation>Фильтр: текст в любом столбце (номер скважины, файл, сообщение)…</translation>
    </message>
    <message>
        <source>All problems</source>
        <translation>Все проблемы</translation>
    </message>
    <message>
        <source>Warnings and errors</source>
        <translation>Предупреждения и ошибки</translation>
    </message>
    <message>
        <source>Errors only</source>
        <translation>Только ошибки</translation>
    </message>
    <message>
        <source>Errors: %1 (rows left out) · warnings: %2 · notes: %3</source>
        <translation>Ошибки: %1 (строки пропущены) · предупреждения: %2 · замечания: %3</translation>
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
    <name>strata::gui::VariogramMapView</name>
    <message>
        <source>No data</source>
        <translation>Нет данных</translation>
    </message>
    <message>
        <source>lag (%1, %2)
no pairs</source>
        <translation>шаг (%1, %2)
нет пар</translation>
    </message>
    <message>
        <source>lag (%1, %2)
γ %3
pairs %4</source>
        <translation>шаг (%1, %2)
γ %3
пар %4</translation>
    </message>
    <message>
        <source>N</source>
        <translation>С</translation>
    </message>
    <message>
        <source>E</source>
        <translation>В</translation>
    </message>
    <message>
        <source>γ(h)</source>
        <translation>γ(h)</translation>
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
        <source>Save model</source>
        <translation>Сохранение модели</translation>
    </message>
    <message>
        <source>Variogram models (*.json)</source>
        <translation>Модели вариограмм (*.json)</translation>
    </message>
    <message>
        <source>Save the plot as a PNG image or an SVG drawing</source>
        <translation>Сохранить график как изображение PNG или рисунок SVG</translation>
    </message>
    <message>
        <source>Directions</source>
        <translation>Направления</translation>
    </message>
    <message>
        <source>Variogram map</source>
        <translation>Карта вариограммы</translation>
    </message>
    <message>
        <source>Down-hole</source>
        <translation>Вдоль скважин</translation>
    </message>
    <message>
        <source>Variogram of every horizontal lag vector; the model's ellipse on top</source>
        <translation>Вариограмма для каждого горизонтального вектора шага; поверх — эллипс модели</translation>
    </message>
    <message>
        <source>Pairs within one drillhole, lag along the hole: read the nugget here</source>
        <translation>Пары внутри одной скважины, шаг вдоль скважины: здесь оценивается эффект самородка</translation>
    </message>
    <message>
        <source>Lag along the hole:</source>
        <translation>Шаг вдоль скважины:</translation>
    </message>
    <message>
        <source>The variogram map needs sample data</source>
        <translation>Для карты вариограммы нужны данные проб</translation>
    </message>
    <message>
        <source>Computing the variogram map…</source>
        <translation>Расчёт карты вариограммы…</translation>
    </message>
    <message>
        <source>Down-hole variogram</source>
        <translation>Вариограмма вдоль скважин</translation>
    </message>
</context>
</TS>