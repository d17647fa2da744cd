<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
  <context>
    <name>strata::gui::DrillholeGeometry</name>
    <message>
      <source>Desurveying drillholes</source>
      <translation>Calculando la trayectoria de los sondeos</translation>
    </message>
  </context>
  <context>
    <name>strata::gui::ImportDrillholesDialog</name>
    <message>
      <source>Tables (*.csv *.txt);;All files (*)</source>
      <translation>Tablas (*.csv *.txt);;Todos los archivos (*)</translation>
    </message>
    <message>
      <source>Import drillholes</source>
      <translation>Importar sondeos</translation>
    </message>
    <message>
      <source>Collar table</source>
      <translation>Tabla de collares</translation>
    </message>
    <message>
      <source>Survey table</source>
      <translation>Tabla de desviación (survey)</translation>
    </message>
    <message>
      <source>required: hole id, X, Y, Z (and depth)</source>
      <translation>obligatoria: id del sondeo, X, Y, Z (y profundidad)</translation>
    </message>
    <message>
      <source>optional: without it every hole is vertical</source>
      <translation>opcional: sin ella todos los sondeos son verticales</translation>
    </message>
    <message>
      <source>Add…</source>
      <translation>Añadir…</translation>
    </message>
    <message>
      <source>Remove</source>
      <translation>Quitar</translation>
    </message>
    <message>
      <source>Interval tables</source>
      <translation>Tablas de intervalos</translation>
    </message>
    <message>
      <source>Guess from the data (sign of most dips)</source>
      <translation>Deducir de los datos (signo de la mayoría de los buzamientos)</translation>
    </message>
    <message>
      <source>Negative dips point down (-90 = vertical down)</source>
      <translation>Buzamiento negativo hacia abajo (-90 = vertical hacia abajo)</translation>
    </message>
    <message>
      <source>Positive dips point down (90 = vertical down)</source>
      <translation>Buzamiento positivo hacia abajo (90 = vertical hacia abajo)</translation>
    </message>
    <message>
      <source>Minimum curvature</source>
      <translation>Curvatura mínima</translation>
    </message>
    <message>
      <source>Balanced tangent</source>
      <translation>Tangente balanceada</translation>
    </message>
    <message>
      <source>Tangent</source>
      <translation>Tangente</translation>
    </message>
    <message>
      <source>Browse…</source>
      <translation>Examinar…</translation>
    </message>
    <message>
      <source>Collars:</source>
      <translation>Collares:</translation>
    </message>
    <message>
      <source>Survey:</source>
      <translation>Desviación:</translation>
    </message>
    <message>
      <source>Intervals:</source>
      <translation>Intervalos:</translation>
    </message>
    <message>
      <source>Dips:</source>
      <translation>Buzamientos:</translation>
    </message>
    <message>
      <source>Desurvey:</source>
      <translation>Cálculo de trayectoria:</translation>
    </message>
    <message>
      <source>Column names (leave empty to recognise them)</source>
      <translation>Nombres de columnas (déjelos vacíos para reconocerlos)</translation>
    </message>
    <message>
      <source>Hole id</source>
      <translation>Id del sondeo</translation>
    </message>
    <message>
      <source>X (east)</source>
      <translation>X (este)</translation>
    </message>
    <message>
      <source>Y (north)</source>
      <translation>Y (norte)</translation>
    </message>
    <message>
      <source>Z (elevation)</source>
      <translation>Z (cota)</translation>
    </message>
    <message>
      <source>Hole depth</source>
      <translation>Profundidad del sondeo</translation>
    </message>
    <message>
      <source>Survey depth</source>
      <translation>Profundidad de la medición</translation>
    </message>
    <message>
      <source>Azimuth</source>
      <translation>Azimut</translation>
    </message>
    <message>
      <source>Dip</source>
      <translation>Buzamiento</translation>
    </message>
    <message>
      <source>From</source>
      <translation>Desde</translation>
    </message>
    <message>
      <source>To</source>
      <translation>Hasta</translation>
    </message>
  </context>
  <context>
    <name>strata::gui::JobRunner</name>
    <message>
      <source>%1: result %2</source>
      <translation>%1: resultado %2</translation>
    </message>
    <message>
      <source>%1: started</source>
      <translation>%1: iniciado</translation>
    </message>
    <message>
      <source>%1: finished in %2 s</source>
      <translation>%1: terminado en %2 s</translation>
    </message>
    <message>
      <source>%1: cancelled (stopped %2 ms after the request)</source>
      <translation>%1: cancelado (se detuvo %2 ms después de la solicitud)</translation>
    </message>
    <message>
      <source>%1: failed: %2</source>
      <translation>%1: falló: %2</translation>
    </message>
    <message>
      <source>Job failed</source>
      <translation>La tarea falló</translation>
    </message>
    <message>
      <source>%1 failed.</source>
      <translation>%1 falló.</translation>
    </message>
  </context>
  <context>
    <name>strata::gui::Language</name>
    <message>
      <source>System language</source>
      <translation>Idioma del sistema</translation>
    </message>
  </context>
  <context>
    <name>strata::gui::LogDock</name>
    <message>
      <source>Log</source>
      <translation>Registro</translation>
    </message>
    <message>
      <source>Warning: </source>
      <translation>Advertencia: </translation>
    </message>
    <message>
      <source>Error: </source>
      <translation>Error: </translation>
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
      <translation>Listo</translation>
    </message>
    <message>
      <source>&amp;Open project…</source>
      <translation>&amp;Abrir proyecto…</translation>
    </message>
    <message>
      <source>&amp;Import drillholes…</source>
      <translation>&amp;Importar sondeos…</translation>
    </message>
    <message>
      <source>Ctrl+I</source>
      <translation>Ctrl+I</translation>
    </message>
    <message>
      <source>Save &amp;screenshot…</source>
      <translation>Guardar &amp;captura…</translation>
    </message>
    <message>
      <source>Ctrl+Shift+S</source>
      <translation>Ctrl+Shift+S</translation>
    </message>
    <message>
      <source>Se&amp;ttings…</source>
      <translation>&amp;Preferencias…</translation>
    </message>
    <message>
      <source>&amp;Quit</source>
      <translation>&amp;Salir</translation>
    </message>
    <message>
      <source>&amp;Reset camera</source>
      <translation>&amp;Restablecer cámara</translation>
    </message>
    <message>
      <source>Ctrl+R</source>
      <translation>Ctrl+R</translation>
    </message>
    <message>
      <source>Look at all data from the south-south-west</source>
      <translation>Ver todos los datos desde el sur-suroeste</translation>
    </message>
    <message>
      <source>Orientation &amp;axes</source>
      <translation>&amp;Ejes de orientación</translation>
    </message>
    <message>
      <source>Colour &amp;legend</source>
      <translation>&amp;Leyenda de colores</translation>
    </message>
    <message>
      <source>&amp;Run job file…</source>
      <translation>&amp;Ejecutar archivo de tarea…</translation>
    </message>
    <message>
      <source>Run a job saved as JSON (as strata-cli run does)</source>
      <translation>Ejecutar una tarea guardada en JSON (como strata-cli run)</translation>
    </message>
    <message>
      <source>&amp;Cancel all jobs</source>
      <translation>&amp;Cancelar todas las tareas</translation>
    </message>
    <message>
      <source>&amp;User guide</source>
      <translation>&amp;Guía del usuario</translation>
    </message>
    <message>
      <source>&amp;About Strata</source>
      <translation>&amp;Acerca de Strata</translation>
    </message>
    <message>
      <source>&amp;File</source>
      <translation>&amp;Archivo</translation>
    </message>
    <message>
      <source>Open &amp;recent</source>
      <translation>Abrir &amp;reciente</translation>
    </message>
    <message>
      <source>&amp;View</source>
      <translation>&amp;Ver</translation>
    </message>
    <message>
      <source>&amp;Vertical exaggeration</source>
      <translation>&amp;Exageración vertical</translation>
    </message>
    <message>
      <source>%1×</source>
      <translation>%1×</translation>
    </message>
    <message>
      <source>&amp;Jobs</source>
      <translation>&amp;Tareas</translation>
    </message>
    <message>
      <source>&amp;Help</source>
      <translation>Ay&amp;uda</translation>
    </message>
    <message>
      <source>View</source>
      <translation>Vista</translation>
    </message>
    <message>
      <source>Vertical exaggeration:</source>
      <translation>Exageración vertical:</translation>
    </message>
    <message>
      <source>×</source>
      <translation>×</translation>
    </message>
    <message>
      <source>Stretches elevations about the middle of the data</source>
      <translation>Estira las cotas respecto al centro de los datos</translation>
    </message>
    <message>
      <source>Open project</source>
      <translation>Abrir proyecto</translation>
    </message>
    <message>
      <source>Strata projects (*.strata);;All files (*)</source>
      <translation>Proyectos de Strata (*.strata);;Todos los archivos (*)</translation>
    </message>
    <message>
      <source>Open project %1</source>
      <translation>Abrir proyecto %1</translation>
    </message>
    <message>
      <source>Import drillholes</source>
      <translation>Importar sondeos</translation>
    </message>
    <message>
      <source>The project could not be opened</source>
      <translation>No se pudo abrir el proyecto</translation>
    </message>
    <message>
      <source>%1 — Strata</source>
      <translation>%1 — Strata</translation>
    </message>
    <message>
      <source>Project opened</source>
      <translation>Proyecto abierto</translation>
    </message>
    <message>
      <source>No recent projects</source>
      <translation>No hay proyectos recientes</translation>
    </message>
    <message>
      <source>Sample project (laterite drillholes)</source>
      <translation>Proyecto de ejemplo (sondeos en laterita)</translation>
    </message>
    <message>
      <source>Clear the list</source>
      <translation>Vaciar la lista</translation>
    </message>
    <message>
      <source>No job is running</source>
      <translation>No hay tareas en curso</translation>
    </message>
    <message>
      <source>Cancel “%1” (%2%)</source>
      <translation>Cancelar «%1» (%2%)</translation>
    </message>
    <message>
      <source>Run job file</source>
      <translation>Ejecutar archivo de tarea</translation>
    </message>
    <message>
      <source>Jobs (*.json);;All files (*)</source>
      <translation>Tareas (*.json);;Todos los archivos (*)</translation>
    </message>
    <message>
      <source>Could not save the screenshot to %1</source>
      <translation>No se pudo guardar la captura en %1</translation>
    </message>
    <message>
      <source>Screenshot saved to %1 (%2 × %3 pixels)</source>
      <translation>Captura guardada en %1 (%2 × %3 píxeles)</translation>
    </message>
    <message>
      <source>Save screenshot</source>
      <translation>Guardar captura</translation>
    </message>
    <message>
      <source>PNG images (*.png);;JPEG images (*.jpg)</source>
      <translation>Imágenes PNG (*.png);;Imágenes JPEG (*.jpg)</translation>
    </message>
    <message>
      <source>The new language takes effect when Strata starts again</source>
      <translation>El nuevo idioma se aplicará al volver a iniciar Strata</translation>
    </message>
    <message>
      <source>Strata user guide</source>
      <translation>Guía del usuario de Strata</translation>
    </message>
    <message>
      <source>&lt;h2&gt;The 3D view&lt;/h2&gt;&lt;table cellpadding=3&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Left drag&lt;/b&gt;&lt;/td&gt;&lt;td&gt;rotate about the focal point&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Shift + left drag&lt;/b&gt; or &lt;b&gt;middle drag&lt;/b&gt;&lt;/td&gt;&lt;td&gt;pan&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Right drag&lt;/b&gt; or &lt;b&gt;wheel&lt;/b&gt;&lt;/td&gt;&lt;td&gt;zoom&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl + left drag&lt;/b&gt;&lt;/td&gt;&lt;td&gt;spin about the viewing direction&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+R&lt;/b&gt;&lt;/td&gt;&lt;td&gt;reset the camera to see all data&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;&lt;p&gt;Vertical exaggeration (toolbar or View menu) stretches elevations about the middle of the data; it changes only the picture, never the data.&lt;/p&gt;&lt;h2&gt;Projects&lt;/h2&gt;&lt;p&gt;A project file (&lt;i&gt;.strata&lt;/i&gt;) names its drillhole tables with paths relative to itself. &lt;b&gt;File &amp;gt; Import drillholes&lt;/b&gt; reads collar, survey and interval tables directly. Problems found while reading (missing collars, overlapping intervals, ...) are listed in the log and in the project tree; bad rows are left out and the rest is shown.&lt;/p&gt;&lt;h2&gt;Jobs&lt;/h2&gt;&lt;p&gt;Long work runs in the background. The status bar shows its progress after a moment; &lt;b&gt;Cancel&lt;/b&gt; stops it within a fraction of a second. &lt;b&gt;Jobs &amp;gt; Run job file&lt;/b&gt; runs a job saved as JSON, the same file that &lt;i&gt;strata-cli run&lt;/i&gt; takes.&lt;/p&gt;</source>
      <translation>&lt;h2&gt;La vista 3D&lt;/h2&gt;&lt;table cellpadding=3&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Arrastrar con el botón izquierdo&lt;/b&gt;&lt;/td&gt;&lt;td&gt;girar alrededor del punto focal&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Mayús + botón izquierdo&lt;/b&gt; o &lt;b&gt;botón central&lt;/b&gt;&lt;/td&gt;&lt;td&gt;desplazar&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Botón derecho&lt;/b&gt; o &lt;b&gt;rueda&lt;/b&gt;&lt;/td&gt;&lt;td&gt;acercar o alejar&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl + botón izquierdo&lt;/b&gt;&lt;/td&gt;&lt;td&gt;girar alrededor de la dirección de visión&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+R&lt;/b&gt;&lt;/td&gt;&lt;td&gt;restablecer la cámara para ver todos los datos&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;&lt;p&gt;La exageración vertical (barra de herramientas o menú Ver) estira las cotas respecto al centro de los datos; cambia solo la imagen, nunca los datos.&lt;/p&gt;&lt;h2&gt;Proyectos&lt;/h2&gt;&lt;p&gt;Un archivo de proyecto (&lt;i&gt;.strata&lt;/i&gt;) nombra sus tablas de sondeos con rutas relativas a sí mismo. &lt;b&gt;Archivo &amp;gt; Importar sondeos&lt;/b&gt; lee directamente las tablas de collares, desviación e intervalos. Los problemas encontrados al leer (collares ausentes, intervalos superpuestos, ...) se enumeran en el registro y en el árbol del proyecto; las filas erróneas se omiten y se muestra el resto.&lt;/p&gt;&lt;h2&gt;Tareas&lt;/h2&gt;&lt;p&gt;El trabajo largo se ejecuta en segundo plano. La barra de estado muestra su avance al cabo de un momento; &lt;b&gt;Cancelar&lt;/b&gt; lo detiene en una fracción de segundo. &lt;b&gt;Tareas &amp;gt; Ejecutar archivo de tarea&lt;/b&gt; ejecuta una tarea guardada en JSON, el mismo archivo que acepta &lt;i&gt;strata-cli run&lt;/i&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
      <source>GPU: %1</source>
      <translation>GPU: %1</translation>
    </message>
    <message>
      <source>GPU: not used (%1)</source>
      <translation>GPU: no se usa (%1)</translation>
    </message>
    <message>
      <source>About Strata</source>
      <translation>Acerca de Strata</translation>
    </message>
    <message>
      <source>&lt;h3&gt;Strata %1&lt;/h3&gt;&lt;p&gt;Geostatistics workbench for mining geologists: drillholes, variograms, kriging and inverse distance on the CPU and on CUDA GPUs.&lt;/p&gt;&lt;p&gt;%2&lt;br&gt;Qt %3, VTK %4&lt;/p&gt;&lt;p&gt;Sample data: nickel laterite drillholes from the GeoDataViz project (ghoziankarami/GeoDataViz, MIT licence).&lt;/p&gt;</source>
      <translation>&lt;h3&gt;Strata %1&lt;/h3&gt;&lt;p&gt;Entorno de geoestadística para geólogos de minas: sondeos, variogramas, krigeado e inverso de la distancia en la CPU y en GPU CUDA.&lt;/p&gt;&lt;p&gt;%2&lt;br&gt;Qt %3, VTK %4&lt;/p&gt;&lt;p&gt;Datos de ejemplo: sondeos de un yacimiento de níquel laterítico del proyecto GeoDataViz (ghoziankarami/GeoDataViz, licencia MIT).&lt;/p&gt;</translation>
    </message>
    <message>
      <source>%1: drillholes: %2, intervals drawn: %3</source>
      <translation>%1: sondeos: %2, intervalos dibujados: %3</translation>
    </message>
    <message>
      <source>Intervals of holes without a collar (not drawn): %1</source>
      <translation>Intervalos de sondeos sin collar (no dibujados): %1</translation>
    </message>
    <message>
      <source>Further reading problems: %1 (the project tree lists them all)</source>
      <translation>Más problemas de lectura: %1 (el árbol del proyecto los enumera todos)</translation>
    </message>
    <message>
      <source>First frame with data rendered %1 ms after launch (project job %2 ms; from its result to the frame %3 ms)</source>
      <translation>Primer fotograma con datos dibujado %1 ms después del inicio (tarea del proyecto %2 ms; de su resultado al fotograma %3 ms)</translation>
    </message>
    <message>
      <source>&amp;Variogram fitting…</source>
      <translation>Ajuste del &amp;variograma…</translation>
    </message>
    <message>
      <source>Experimental variogram of a numeric column and its model</source>
      <translation>Variograma experimental de una columna numérica y su modelo</translation>
    </message>
    <message>
      <source>Variogram fitting</source>
      <translation>Ajuste del variograma</translation>
    </message>
    <message>
      <source>&amp;Tools</source>
      <translation>&amp;Herramientas</translation>
    </message>
    <message>
      <source>Open a project with numeric interval columns (assays, say) first.</source>
      <translation>Abra primero un proyecto con columnas numéricas de intervalos (ensayos, por ejemplo).</translation>
    </message>
    <message>
      <source>Variable (interval mid-points):</source>
      <translation>Variable (puntos medios de los intervalos):</translation>
    </message>
    <message>
      <source>Variogram samples of %1</source>
      <translation>Muestras del variograma de %1</translation>
    </message>
    <message>
      <source>%1: %2 samples</source>
      <translation>%1: %2 muestras</translation>
    </message>
  </context>
  <context>
    <name>strata::gui::ProjectLoader</name>
    <message>
      <source>Reading the project file</source>
      <translation>Leyendo el archivo del proyecto</translation>
    </message>
    <message>
      <source>Reading drillhole tables</source>
      <translation>Leyendo las tablas de sondeos</translation>
    </message>
  </context>
  <context>
    <name>strata::gui::ProjectTreeDock</name>
    <message>
      <source>Project</source>
      <translation>Proyecto</translation>
    </message>
    <message>
      <source>No project open</source>
      <translation>Ningún proyecto abierto</translation>
    </message>
    <message>
      <source>Name</source>
      <translation>Nombre</translation>
    </message>
    <message>
      <source>File</source>
      <translation>Archivo</translation>
    </message>
    <message>
      <source>Description</source>
      <translation>Descripción</translation>
    </message>
    <message>
      <source>Holes</source>
      <translation>Sondeos</translation>
    </message>
    <message>
      <source>Survey stations</source>
      <translation>Estaciones de desviación</translation>
    </message>
    <message>
      <source>Dip convention of the survey file</source>
      <translation>Convención de buzamiento del archivo de desviación</translation>
    </message>
    <message>
      <source>Desurvey method</source>
      <translation>Método de cálculo de trayectoria</translation>
    </message>
    <message>
      <source>Collar X range</source>
      <translation>Rango X de collares</translation>
    </message>
    <message>
      <source>Collar Y range</source>
      <translation>Rango Y de collares</translation>
    </message>
    <message>
      <source>Collar Z range</source>
      <translation>Rango Z de collares</translation>
    </message>
    <message>
      <source>Scene origin</source>
      <translation>Origen de la escena</translation>
    </message>
    <message>
      <source>Collars</source>
      <translation>Collares</translation>
    </message>
    <message>
      <source>Points</source>
      <translation>Puntos</translation>
    </message>
    <message>
      <source>Hole traces</source>
      <translation>Trazas de los sondeos</translation>
    </message>
    <message>
      <source>Lines</source>
      <translation>Líneas</translation>
    </message>
    <message>
      <source>Intervals by %1</source>
      <translation>Intervalos por %1</translation>
    </message>
    <message>
      <source>Intervals drawn</source>
      <translation>Intervalos dibujados</translation>
    </message>
    <message>
      <source>Intervals without a collar</source>
      <translation>Intervalos sin collar</translation>
    </message>
    <message>
      <source>Colouring</source>
      <translation>Coloreado</translation>
    </message>
    <message>
      <source>categories (%1)</source>
      <translation>categorías (%1)</translation>
    </message>
    <message>
      <source>values %1 … %2</source>
      <translation>valores %1 … %2</translation>
    </message>
    <message>
      <source>Tables</source>
      <translation>Tablas</translation>
    </message>
    <message>
      <source>Rows</source>
      <translation>Filas</translation>
    </message>
    <message>
      <source>Survey</source>
      <translation>Desviación</translation>
    </message>
    <message>
      <source>Numeric columns</source>
      <translation>Columnas numéricas</translation>
    </message>
    <message>
      <source>Text columns</source>
      <translation>Columnas de texto</translation>
    </message>
    <message>
      <source>Drillholes (holes: %1)</source>
      <translation>Sondeos (total: %1)</translation>
    </message>
    <message>
      <source>Reading problems (errors: %1, warnings: %2, notes: %3)</source>
      <translation>Problemas de lectura (errores: %1, advertencias: %2, notas: %3)</translation>
    </message>
  </context>
  <context>
    <name>strata::gui::PropertiesDock</name>
    <message>
      <source>Properties</source>
      <translation>Propiedades</translation>
    </message>
    <message>
      <source>Property</source>
      <translation>Propiedad</translation>
    </message>
    <message>
      <source>Value</source>
      <translation>Valor</translation>
    </message>
  </context>
  <context>
    <name>strata::gui::SettingsDialog</name>
    <message>
      <source>Settings</source>
      <translation>Preferencias</translation>
    </message>
    <message>
      <source>Automatic (GPU when usable)</source>
      <translation>Automático (GPU si está disponible)</translation>
    </message>
    <message>
      <source>CPU</source>
      <translation>CPU</translation>
    </message>
    <message>
      <source>CUDA GPU</source>
      <translation>GPU CUDA</translation>
    </message>
    <message>
      <source>Language:</source>
      <translation>Idioma:</translation>
    </message>
    <message>
      <source>A new language takes effect when Strata starts again.</source>
      <translation>El nuevo idioma se aplicará al volver a iniciar Strata.</translation>
    </message>
    <message>
      <source>Compute backend:</source>
      <translation>Motor de cálculo:</translation>
    </message>
  </context>
  <context>
    <name>strata::gui::TaskProgressWidget</name>
    <message>
      <source>Cancel</source>
      <translation>Cancelar</translation>
    </message>
    <message>
      <source>Stop this job</source>
      <translation>Detener esta tarea</translation>
    </message>
    <message>
      <source>Cancelling %1…</source>
      <translation>Cancelando %1…</translation>
    </message>
    <message>
      <source> (other jobs running: %1)</source>
      <translation> (otras tareas en curso: %1)</translation>
    </message>
  </context>
  <context>
    <name>strata::gui::VariogramChartView</name>
    <message>
      <source>Lag distance h</source>
      <translation>Distancia de lag h</translation>
    </message>
    <message>
      <source>γ(h)</source>
      <translation>γ(h)</translation>
    </message>
    <message>
      <source>Model handles</source>
      <translation>Controles del modelo</translation>
    </message>
    <message>
      <source>model (%1)</source>
      <translation>modelo (%1)</translation>
    </message>
    <message>
      <source>%1
lag %2
γ %3
pairs %4</source>
      <translation>%1
lag %2
γ %3
pares %4</translation>
    </message>
  </context>
  <context>
    <name>strata::gui::VariogramPanel</name>
    <message>
      <source>omnidirectional</source>
      <translation>omnidireccional</translation>
    </message>
    <message>
      <source>azimuth %1° ± %2°</source>
      <translation>azimut %1° ± %2°</translation>
    </message>
    <message>
      <source>No data: choose Tools &gt; Variogram fitting</source>
      <translation>Sin datos: elija Herramientas &gt; Ajuste del variograma</translation>
    </message>
    <message>
      <source>Undo</source>
      <translation>Deshacer</translation>
    </message>
    <message>
      <source>Redo</source>
      <translation>Rehacer</translation>
    </message>
    <message>
      <source>Export plot…</source>
      <translation>Exportar gráfico…</translation>
    </message>
    <message>
      <source>Save model…</source>
      <translation>Guardar modelo…</translation>
    </message>
    <message>
      <source>Drag a model handle</source>
      <translation>Arrastrar un control del modelo</translation>
    </message>
    <message>
      <source>Experimental variogram</source>
      <translation>Variograma experimental</translation>
    </message>
    <message>
      <source>Half-angle; 90° makes the variogram omnidirectional</source>
      <translation>Semiángulo; 90° hace el variograma omnidireccional</translation>
    </message>
    <message>
      <source>Largest distance of a pair from the direction's line</source>
      <translation>Distancia máxima de un par a la línea de la dirección</translation>
    </message>
    <message>
      <source>Also the perpendicular direction</source>
      <translation>También la dirección perpendicular</translation>
    </message>
    <message>
      <source>Lag distance:</source>
      <translation>Distancia de lag:</translation>
    </message>
    <message>
      <source>Number of lags:</source>
      <translation>Número de lags:</translation>
    </message>
    <message>
      <source>Azimuth:</source>
      <translation>Azimut:</translation>
    </message>
    <message>
      <source>Tolerance:</source>
      <translation>Tolerancia:</translation>
    </message>
    <message>
      <source>Bandwidth:</source>
      <translation>Ancho de banda:</translation>
    </message>
    <message>
      <source>Model</source>
      <translation>Modelo</translation>
    </message>
    <message>
      <source>Nugget:</source>
      <translation>Pepita:</translation>
    </message>
    <message>
      <source>Change the nugget</source>
      <translation>Cambiar la pepita</translation>
    </message>
    <message>
      <source>Locked</source>
      <translation>Bloqueado</translation>
    </message>
    <message>
      <source>Auto fit keeps this value</source>
      <translation>El ajuste automático conserva este valor</translation>
    </message>
    <message>
      <source>Type</source>
      <translation>Tipo</translation>
    </message>
    <message>
      <source>Sill</source>
      <translation>Meseta</translation>
    </message>
    <message>
      <source>Range</source>
      <translation>Alcance</translation>
    </message>
    <message>
      <source>Minor/major</source>
      <translation>Menor/mayor</translation>
    </message>
    <message>
      <source>Vertical/major</source>
      <translation>Vertical/mayor</translation>
    </message>
    <message>
      <source>Azimuth</source>
      <translation>Azimut</translation>
    </message>
    <message>
      <source>Dip</source>
      <translation>Buzamiento</translation>
    </message>
    <message>
      <source>Plunge</source>
      <translation>Cabeceo</translation>
    </message>
    <message>
      <source>Lock sill</source>
      <translation>Bloquear meseta</translation>
    </message>
    <message>
      <source>Lock range</source>
      <translation>Bloquear alcance</translation>
    </message>
    <message>
      <source>Add structure</source>
      <translation>Añadir estructura</translation>
    </message>
    <message>
      <source>Add a structure</source>
      <translation>Añadir una estructura</translation>
    </message>
    <message>
      <source>Remove structure</source>
      <translation>Quitar estructura</translation>
    </message>
    <message>
      <source>Remove a structure</source>
      <translation>Quitar una estructura</translation>
    </message>
    <message>
      <source>Weights:</source>
      <translation>Pesos:</translation>
    </message>
    <message>
      <source>Pairs / h² (gstat default)</source>
      <translation>Pares / h² (por defecto en gstat)</translation>
    </message>
    <message>
      <source>Pairs</source>
      <translation>Pares</translation>
    </message>
    <message>
      <source>Pairs / γ² (Cressie)</source>
      <translation>Pares / γ² (Cressie)</translation>
    </message>
    <message>
      <source>Equal</source>
      <translation>Iguales</translation>
    </message>
    <message>
      <source>Auto fit</source>
      <translation>Ajuste automático</translation>
    </message>
    <message>
      <source>Weighted least squares over all directions; locked values stay</source>
      <translation>Mínimos cuadrados ponderados en todas las direcciones; los valores bloqueados se conservan</translation>
    </message>
    <message>
      <source>Fit the variogram model</source>
      <translation>Ajuste del modelo de variograma</translation>
    </message>
    <message>
      <source>Spherical</source>
      <translation>Esférico</translation>
    </message>
    <message>
      <source>Exponential</source>
      <translation>Exponencial</translation>
    </message>
    <message>
      <source>Gaussian</source>
      <translation>Gaussiano</translation>
    </message>
    <message>
      <source>Power</source>
      <translation>Potencia</translation>
    </message>
    <message>
      <source>Hole effect</source>
      <translation>Efecto agujero</translation>
    </message>
    <message>
      <source>Cubic</source>
      <translation>Cúbico</translation>
    </message>
    <message>
      <source>Matérn</source>
      <translation>Matérn</translation>
    </message>
    <message>
      <source>Change the structure type</source>
      <translation>Cambiar el tipo de estructura</translation>
    </message>
    <message>
      <source>Edit a structure</source>
      <translation>Editar una estructura</translation>
    </message>
    <message>
      <source>Export plot</source>
      <translation>Exportar gráfico</translation>
    </message>
    <message>
      <source>PNG images (*.png);;JPEG images (*.jpg)</source>
      <translation>Imágenes PNG (*.png);;Imágenes JPEG (*.jpg)</translation>
    </message>
    <message>
      <source>Save model</source>
      <translation>Guardar modelo</translation>
    </message>
    <message>
      <source>Variogram models (*.json)</source>
      <translation>Modelos de variograma (*.json)</translation>
    </message>
  </context>
</TS>
