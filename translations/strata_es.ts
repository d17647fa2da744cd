<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="es">
<context>
    <name>ImportDrillholesDialog</name>
    <message>
        <source>Tables (*.csv *.txt *.tsv);;All files (*)</source>
        <translation>Tablas (*.csv *.txt *.tsv);;Todos los archivos (*)</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>Where is %1 (%2) now?</source>
        <translation>¿Dónde está ahora %1 (%2)?</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Todos los archivos (*)</translation>
    </message>
    <message>
        <source>%1 (%2);;All files (*)</source>
        <translation>%1 (%2);;Todos los archivos (*)</translation>
    </message>
</context>
<context>
    <name>SurfaceStackChoice</name>
    <message>
        <source>Unit 1</source>
        <translation>Unidad 1</translation>
    </message>
</context>
<context>
    <name>strata::gui::BackendChooser</name>
    <message>
        <source>no GPU: %1</source>
        <translation>sin GPU: %1</translation>
    </message>
    <message>
        <source>%1 (%2 GB)</source>
        <translation>%1 (%2 GB)</translation>
    </message>
    <message>
        <source>Auto (GPU: %1)</source>
        <translation>Automático (GPU: %1)</translation>
    </message>
    <message>
        <source>Auto (CPU; %1)</source>
        <translation>Automático (CPU; %1)</translation>
    </message>
    <message>
        <source>CPU (all cores)</source>
        <translation>CPU (todos los núcleos)</translation>
    </message>
    <message>
        <source>GPU: %1</source>
        <translation>GPU: %1</translation>
    </message>
    <message>
        <source>Where the job runs. Auto uses the GPU when one is usable and says in the log why not otherwise.</source>
        <translation>Dónde se ejecuta la tarea. Automático usa la GPU cuando hay una utilizable y, si no, indica el motivo en el registro.</translation>
    </message>
</context>
<context>
    <name>strata::gui::CrossValidationView</name>
    <message>
        <source>Cross-validation: estimate against true value</source>
        <translation>Validación cruzada: estimación frente a valor real</translation>
    </message>
    <message>
        <source>data</source>
        <translation>datos</translation>
    </message>
    <message>
        <source>1:1</source>
        <translation>1:1</translation>
    </message>
    <message>
        <source>True value</source>
        <translation>Valor real</translation>
    </message>
    <message>
        <source>Estimate</source>
        <translation>Estimación</translation>
    </message>
    <message>
        <source>Data estimated: %1 (unestimated %2)
Mean error: %3
RMSE: %4
Mean squared deviation ratio: %5
Correlation: %6</source>
        <translation>Datos estimados: %1 (sin estimar %2)
Error medio: %3
RMSE: %4
Razón de desviación cuadrática media: %5
Correlación: %6</translation>
    </message>
</context>
<context>
    <name>strata::gui::DataTableView</name>
    <message>
        <source>Filter: text, or in a numeric column a comparison such as &gt; 1.5</source>
        <translation>Filtro: texto o, en una columna numérica, una comparación como &gt; 1.5</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>Filtro</translation>
    </message>
    <message>
        <source>any column</source>
        <translation>cualquier columna</translation>
    </message>
    <message>
        <source>%1 of %2 rows</source>
        <translation>%1 de %2 filas</translation>
    </message>
</context>
<context>
    <name>strata::gui::DataViewDialog</name>
    <message>
        <source>Data: %1 (%2 rows)</source>
        <translation>Datos: %1 (%2 filas)</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tabla</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Estadísticas</translation>
    </message>
</context>
<context>
    <name>strata::gui::DownholeVariogramView</name>
    <message>
        <source>Down-hole variogram</source>
        <translation>Variograma a lo largo del sondeo</translation>
    </message>
    <message>
        <source>Experimental (along holes)</source>
        <translation>Experimental (a lo largo de los sondeos)</translation>
    </message>
    <message>
        <source>Model nugget</source>
        <translation>Pepita del modelo</translation>
    </message>
    <message>
        <source>Model sill</source>
        <translation>Meseta del modelo</translation>
    </message>
    <message>
        <source>Lag along the hole</source>
        <translation>Paso a lo largo del sondeo</translation>
    </message>
    <message>
        <source>γ(h)</source>
        <translation>γ(h)</translation>
    </message>
    <message>
        <source>lag %1
γ %2</source>
        <translation>paso %1
γ %2</translation>
    </message>
    <message>
        <source>Down-hole variogram: %1 holes, %2 samples</source>
        <translation>Variograma a lo largo del sondeo: %1 sondeos, %2 muestras</translation>
    </message>
</context>
<context>
    <name>strata::gui::DrillholeGeometry</name>
    <message>
        <source>Desurveying drillholes</source>
        <translation>Calculando la trayectoria de los sondeos</translation>
    </message>
</context>
<context>
    <name>strata::gui::EstimationDialog</name>
    <message>
        <source>Data</source>
        <translation>Datos</translation>
    </message>
    <message>
        <source>No data loaded</source>
        <translation>No hay datos cargados</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Origen</translation>
    </message>
    <message>
        <source>Variable</source>
        <translation>Variable</translation>
    </message>
    <message>
        <source>Grid</source>
        <translation>Malla</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Ejecución</translation>
    </message>
    <message>
        <source>The job writes its data and result files here.</source>
        <translation>La tarea escribe aquí sus archivos de datos y de resultados.</translation>
    </message>
    <message>
        <source>Measure</source>
        <translation>Medir</translation>
    </message>
    <message>
        <source>Runs the job on two small grids from the middle of this one to time a node on this machine.</source>
        <translation>Ejecuta la tarea en dos mallas pequeñas tomadas del centro de esta para cronometrar un nodo en este equipo.</translation>
    </message>
    <message>
        <source>Backend</source>
        <translation>Motor de cálculo</translation>
    </message>
    <message>
        <source>Result name</source>
        <translation>Nombre del resultado</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Carpeta</translation>
    </message>
    <message>
        <source>Estimate</source>
        <translation>Estimación</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Loading %1...</source>
        <translation>Cargando %1...</translation>
    </message>
    <message>
        <source>Loading %1</source>
        <translation>Cargando %1</translation>
    </message>
    <message>
        <source>%L1 data; x %2 to %3, y %4 to %5, z %6 to %7</source>
        <translation>%L1 datos; x de %2 a %3, y de %4 a %5, z de %6 a %7</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>Timing %1</source>
        <translation>Cronometrando %1</translation>
    </message>
    <message>
        <source>%L1 nodes, peak memory about %2</source>
        <translation>%L1 nodos, memoria máxima aprox. %2</translation>
    </message>
    <message>
        <source>; time about %1 (%2 µs per node measured on this machine)</source>
        <translation>; tiempo aprox. %1 (%2 µs por nodo medidos en este equipo)</translation>
    </message>
    <message>
        <source>; press Measure for a time estimate</source>
        <translation>; pulse Medir para estimar el tiempo</translation>
    </message>
</context>
<context>
    <name>strata::gui::EstimationJobList</name>
    <message>
        <source>Job</source>
        <translation>Tarea</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Progreso</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>done in %1</source>
        <translation>terminada en %1</translation>
    </message>
    <message>
        <source>failed: %1</source>
        <translation>falló: %1</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>cancelada</translation>
    </message>
    <message>
        <source>queued</source>
        <translation>en cola</translation>
    </message>
    <message>
        <source>running %1 %</source>
        <translation>en curso %1 %</translation>
    </message>
    <message>
        <source>, about %1 left</source>
        <translation>, quedan aprox. %1</translation>
    </message>
</context>
<context>
    <name>strata::gui::EstimationTools</name>
    <message>
        <source>Result viewer</source>
        <translation>Visor de resultados</translation>
    </message>
    <message>
        <source>Estimation jobs</source>
        <translation>Tareas de estimación</translation>
    </message>
    <message>
        <source>&amp;Estimation</source>
        <translation>&amp;Estimación</translation>
    </message>
    <message>
        <source>&amp;Kriging...</source>
        <translation>&amp;Krigeado...</translation>
    </message>
    <message>
        <source>Simple, ordinary or universal kriging of a grid, cross-validation, neighbourhood preview</source>
        <translation>Krigeado simple, ordinario o universal de una malla, validación cruzada, vista previa de la vecindad</translation>
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
        <translation>&amp;Visor de resultados</translation>
    </message>
</context>
<context>
    <name>strata::gui::ExportDialog</name>
    <message>
        <source>Export</source>
        <translation>Exportar</translation>
    </message>
    <message>
        <source>The result or data to write</source>
        <translation>El resultado o los datos que se van a escribir</translation>
    </message>
    <message>
        <source>&amp;Data:</source>
        <translation>&amp;Datos:</translation>
    </message>
    <message>
        <source>Only the formats that can hold this data are listed</source>
        <translation>Solo se muestran los formatos que pueden contener estos datos</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;Formato:</translation>
    </message>
    <message>
        <source>Checked layers are written; formats that hold several layers write them all</source>
        <translation>Se escriben las capas marcadas; los formatos que admiten varias capas las escriben todas</translation>
    </message>
    <message>
        <source>&amp;Layers:</source>
        <translation>&amp;Capas:</translation>
    </message>
    <message>
        <source>This format holds one layer</source>
        <translation>Este formato admite una sola capa</translation>
    </message>
    <message>
        <source>La&amp;yer:</source>
        <translation>Ca&amp;pa:</translation>
    </message>
    <message>
        <source>The horizontal slice of the 3D grid that this 2D format receives (0 = the lowest)</source>
        <translation>El corte horizontal de la malla 3D que recibe este formato 2D (0 = el más bajo)</translation>
    </message>
    <message>
        <source>&amp;Z slice:</source>
        <translation>Corte &amp;Z:</translation>
    </message>
    <message>
        <source>e.g. EPSG:32750 (empty: no CRS)</source>
        <translation>p. ej. EPSG:32750 (vacío: sin SRC)</translation>
    </message>
    <message>
        <source>Coordinate reference system: an EPSG code, WKT or a PROJ string</source>
        <translation>Sistema de referencia de coordenadas: un código EPSG, WKT o una cadena PROJ</translation>
    </message>
    <message>
        <source>&amp;CRS:</source>
        <translation>&amp;SRC:</translation>
    </message>
    <message>
        <source>Write empty nodes as</source>
        <translation>Escribir nodos vacíos como</translation>
    </message>
    <message>
        <source>Unchecked: the format's own default (rasters -9999, GSLIB -999, CSV an empty cell)</source>
        <translation>Sin marcar: el valor por defecto del formato (ráster -9999, GSLIB -999, CSV una celda vacía)</translation>
    </message>
    <message>
        <source>&amp;Nodata:</source>
        <translation>Sin &amp;datos:</translation>
    </message>
    <message>
        <source>Binary (base64, compact)</source>
        <translation>Binario (base64, compacto)</translation>
    </message>
    <message>
        <source>ASCII text (readable)</source>
        <translation>Texto ASCII (legible)</translation>
    </message>
    <message>
        <source>How VTK arrays are stored; both keep full precision</source>
        <translation>Cómo se almacenan los arrays VTK; ambos conservan la precisión completa</translation>
    </message>
    <message>
        <source>VTK &amp;arrays:</source>
        <translation>&amp;Arrays VTK:</translation>
    </message>
    <message>
        <source>Surpac location, DXF layer or OBJ object name</source>
        <translation>Ubicación de Surpac, capa DXF o nombre de objeto OBJ</translation>
    </message>
    <message>
        <source>&amp;Name in file:</source>
        <translation>&amp;Nombre en el archivo:</translation>
    </message>
    <message>
        <source>Interval &amp;table:</source>
        <translation>&amp;Tabla de intervalos:</translation>
    </message>
    <message>
        <source>Length of each composite along the hole</source>
        <translation>Longitud de cada compósito a lo largo del sondeo</translation>
    </message>
    <message>
        <source>Composite &amp;length:</source>
        <translation>&amp;Longitud de composición:</translation>
    </message>
    <message>
        <source>Spacing of the trace vertices along each hole</source>
        <translation>Separación de los vértices de la traza a lo largo de cada sondeo</translation>
    </message>
    <message>
        <source>&amp;Station step:</source>
        <translation>Paso de &amp;estación:</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Examinar…</translation>
    </message>
    <message>
        <source>F&amp;ile:</source>
        <translation>Arch&amp;ivo:</translation>
    </message>
    <message>
        <source>Writes:</source>
        <translation>Escribe:</translation>
    </message>
    <message>
        <source>What was written appears here.</source>
        <translation>Aquí aparece lo que se ha escrito.</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Exportar</translation>
    </message>
    <message>
        <source>Write the file (in the background; the previous file stays intact until it is complete)</source>
        <translation>Escribir el archivo (en segundo plano; el archivo anterior se conserva intacto hasta que termine)</translation>
    </message>
    <message>
        <source>Cancel export</source>
        <translation>Cancelar exportación</translation>
    </message>
    <message>
        <source>Export %1</source>
        <translation>Exportar %1</translation>
    </message>
    <message>
        <source>Choose at least one layer.</source>
        <translation>Elija al menos una capa.</translation>
    </message>
    <message>
        <source>Export %1 as %2</source>
        <translation>Exportar %1 como %2</translation>
    </message>
    <message>
        <source>The export was cancelled; existing files are unchanged.</source>
        <translation>Se canceló la exportación; los archivos existentes no se modificaron.</translation>
    </message>
</context>
<context>
    <name>strata::gui::ExportFormat</name>
    <message>
        <source>Surpac writes a string file (.str) and a DTM (.dtm) beside it; coordinates are written northing (y) before easting (x), as Surpac expects.</source>
        <translation>Surpac escribe un archivo de strings (.str) y un DTM (.dtm) junto a él; las coordenadas se escriben con el norte (y) antes que el este (x), como espera Surpac.</translation>
    </message>
    <message>
        <source>Each layer chosen becomes one triangulated surface (z = the layer's value); nodes without a value leave holes. Several layers give one file per layer.</source>
        <translation>Cada capa elegida se convierte en una superficie triangulada (z = el valor de la capa); los nodos sin valor dejan huecos. Varias capas dan un archivo por capa.</translation>
    </message>
    <message>
        <source>GeoTIFF</source>
        <translation>GeoTIFF</translation>
    </message>
    <message>
        <source>Every chosen layer becomes a Float32 band; the CRS is embedded.</source>
        <translation>Cada capa elegida se convierte en una banda Float32; el SRC queda incrustado.</translation>
    </message>
    <message>
        <source>Surfer 7 binary grid</source>
        <translation>Malla binaria de Surfer 7</translation>
    </message>
    <message>
        <source>One layer; Surfer grids carry no CRS.</source>
        <translation>Una capa; las mallas de Surfer no llevan SRC.</translation>
    </message>
    <message>
        <source>Surfer 6 text grid</source>
        <translation>Malla de texto de Surfer 6</translation>
    </message>
    <message>
        <source>ESRI ASCII grid</source>
        <translation>Malla ESRI ASCII</translation>
    </message>
    <message>
        <source>One layer, square cells only; the CRS goes into a .prj file beside it.</source>
        <translation>Una capa, solo celdas cuadradas; el SRC va en un archivo .prj junto a ella.</translation>
    </message>
    <message>
        <source>CSV table (x, y[, z], layers)</source>
        <translation>Tabla CSV (x, y[, z], capas)</translation>
    </message>
    <message>
        <source>One row per node, x fastest; empty nodes are empty cells unless a nodata value is set.</source>
        <translation>Una fila por nodo, x varía más rápido; los nodos vacíos son celdas vacías salvo que se defina un valor sin datos.</translation>
    </message>
    <message>
        <source>Block-model CSV (Datamine, Vulcan)</source>
        <translation>CSV de modelo de bloques (Datamine, Vulcan)</translation>
    </message>
    <message>
        <source>Columns XC, YC, ZC, XINC, YINC, ZINC and the layers; blocks without any value are left out.</source>
        <translation>Columnas XC, YC, ZC, XINC, YINC, ZINC y las capas; se omiten los bloques sin ningún valor.</translation>
    </message>
    <message>
        <source>GSLIB grid file</source>
        <translation>Archivo de malla GSLIB</translation>
    </message>
    <message>
        <source>GeoEAS file, x fastest; missing values are -999 unless a nodata value is set.</source>
        <translation>Archivo GeoEAS, x varía más rápido; los valores ausentes son -999 salvo que se defina un valor sin datos.</translation>
    </message>
    <message>
        <source>VTK image data</source>
        <translation>Datos de imagen VTK</translation>
    </message>
    <message>
        <source>Point data at the nodes; ParaView reads it.</source>
        <translation>Datos de punto en los nodos; ParaView los lee.</translation>
    </message>
    <message>
        <source>Surpac string + DTM</source>
        <translation>String + DTM de Surpac</translation>
    </message>
    <message>
        <source>DXF 3DFACE</source>
        <translation>DXF 3DFACE</translation>
    </message>
    <message>
        <source>ASCII DXF (R12), one 3DFACE per triangle on the named layer.</source>
        <translation>DXF ASCII (R12), un 3DFACE por triángulo en la capa indicada.</translation>
    </message>
    <message>
        <source>Wavefront OBJ</source>
        <translation>Wavefront OBJ</translation>
    </message>
    <message>
        <source>VTK poly data surface</source>
        <translation>Superficie VTK poly data</translation>
    </message>
    <message>
        <source>Keeps every layer as a per-vertex scalar.</source>
        <translation>Conserva cada capa como escalar por vértice.</translation>
    </message>
    <message>
        <source>CSV points</source>
        <translation>Puntos CSV</translation>
    </message>
    <message>
        <source>x, y[, z] and every value column; missing values are empty cells.</source>
        <translation>x, y[, z] y cada columna de valores; los valores ausentes son celdas vacías.</translation>
    </message>
    <message>
        <source>GSLIB / GeoEAS points</source>
        <translation>Puntos GSLIB / GeoEAS</translation>
    </message>
    <message>
        <source>Missing values are -999 unless a nodata value is set.</source>
        <translation>Los valores ausentes son -999 salvo que se defina un valor sin datos.</translation>
    </message>
    <message>
        <source>VTK poly data points</source>
        <translation>Puntos VTK poly data</translation>
    </message>
    <message>
        <source>Desurveyed intervals CSV</source>
        <translation>CSV de intervalos con trayectoria calculada</translation>
    </message>
    <message>
        <source>Every interval row with its columns plus XM,YM,ZM (mid-point) and XF,YF,ZF,XT,YT,ZT (ends), desurveyed as in the project.</source>
        <translation>Cada fila de intervalo con sus columnas más XM,YM,ZM (punto medio) y XF,YF,ZF,XT,YT,ZT (extremos), con la trayectoria calculada como en el proyecto.</translation>
    </message>
    <message>
        <source>Composites CSV</source>
        <translation>CSV de compósitos</translation>
    </message>
    <message>
        <source>Fixed-length, length-weighted composites; short end pieces are merged into the previous composite.</source>
        <translation>Compósitos de longitud fija, ponderados por longitud; los tramos finales cortos se fusionan con el compósito anterior.</translation>
    </message>
    <message>
        <source>Hole traces, VTK poly data</source>
        <translation>Trazas de sondeos, VTK poly data</translation>
    </message>
    <message>
        <source>One polyline per hole, a vertex every station step.</source>
        <translation>Una polilínea por sondeo, un vértice en cada paso de estación.</translation>
    </message>
    <message>
        <source>Hole traces, Surpac strings</source>
        <translation>Trazas de sondeos, strings de Surpac</translation>
    </message>
    <message>
        <source>One string segment per hole; northing (y) before easting (x), as Surpac expects.</source>
        <translation>Un segmento de string por sondeo; norte (y) antes que este (x), como espera Surpac.</translation>
    </message>
</context>
<context>
    <name>strata::gui::ExportRequest</name>
    <message>
        <source>Writing %1</source>
        <translation>Escribiendo %1</translation>
    </message>
    <message>
        <source>%1 nodes</source>
        <translation>%1 nodos</translation>
    </message>
    <message>
        <source>%1 layers</source>
        <translation>%1 capas</translation>
    </message>
    <message>
        <source>Triangulating %1</source>
        <translation>Triangulando %1</translation>
    </message>
    <message>
        <source>%1 surfaces</source>
        <translation>%1 superficies</translation>
    </message>
    <message>
        <source>%1 vertices</source>
        <translation>%1 vértices</translation>
    </message>
    <message>
        <source>%1 triangles</source>
        <translation>%1 triángulos</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 puntos</translation>
    </message>
    <message>
        <source>%1 value columns</source>
        <translation>%1 columnas de valores</translation>
    </message>
    <message>
        <source>%1 rows</source>
        <translation>%1 filas</translation>
    </message>
    <message>
        <source>table %1</source>
        <translation>tabla %1</translation>
    </message>
    <message>
        <source>Desurveying the holes</source>
        <translation>Calculando la trayectoria de los sondeos</translation>
    </message>
    <message>
        <source>%1 holes</source>
        <translation>%1 sondeos</translation>
    </message>
    <message>
        <source>Export finished</source>
        <translation>Exportación terminada</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt; written in %2 ms: %3&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt; escrito en %2 ms: %3&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Exported %1: %2; %3</source>
        <translation>Exportado %1: %2; %3</translation>
    </message>
</context>
<context>
    <name>strata::gui::ExportSource</name>
    <message>
        <source>3D grid, %1 × %2 × %3 nodes</source>
        <translation>Malla 3D, %1 × %2 × %3 nodos</translation>
    </message>
    <message>
        <source>2D grid, %1 × %2 nodes</source>
        <translation>Malla 2D, %1 × %2 nodos</translation>
    </message>
    <message>
        <source>%1 surfaces</source>
        <translation>%1 superficies</translation>
    </message>
    <message>
        <source>%1 layers</source>
        <translation>%1 capas</translation>
    </message>
    <message>
        <source>%1 points, %2 value columns</source>
        <translation>%1 puntos, %2 columnas de valores</translation>
    </message>
    <message>
        <source>%1 drillholes, %2 interval tables</source>
        <translation>%1 sondeos, %2 tablas de intervalos</translation>
    </message>
</context>
<context>
    <name>strata::gui::ExportTools</name>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exportar…</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>Write a result or the drillholes for GIS and mine-planning software (GeoTIFF, Surfer, ESRI, CSV, GSLIB, VTK, Surpac, DXF, OBJ)</source>
        <translation>Escribir un resultado o los sondeos para software SIG y de planificación minera (GeoTIFF, Surfer, ESRI, CSV, GSLIB, VTK, Surpac, DXF, OBJ)</translation>
    </message>
    <message>
        <source>Save &amp;picture of the active panel…</source>
        <translation>Guardar &amp;imagen del panel activo…</translation>
    </message>
    <message>
        <source>Ctrl+Alt+P</source>
        <translation>Ctrl+Alt+P</translation>
    </message>
    <message>
        <source>Save the chart, map or view that has the keyboard focus as a PNG image or an SVG drawing</source>
        <translation>Guardar el gráfico, mapa o vista que tiene el foco del teclado como imagen PNG o dibujo SVG</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportar</translation>
    </message>
    <message>
        <source>There is nothing to export yet: open a project or run an estimation first.</source>
        <translation>Aún no hay nada que exportar: abra un proyecto o ejecute primero una estimación.</translation>
    </message>
    <message>
        <source>view</source>
        <translation>vista</translation>
    </message>
</context>
<context>
    <name>strata::gui::GridMapView</name>
    <message>
        <source>No grid</source>
        <translation>Sin malla</translation>
    </message>
</context>
<context>
    <name>strata::gui::GridSpecEditor</name>
    <message>
        <source>Nodes</source>
        <translation>Nodos</translation>
    </message>
    <message>
        <source>Origin (first node centre)</source>
        <translation>Origen (centro del primer nodo)</translation>
    </message>
    <message>
        <source>Cell size</source>
        <translation>Tamaño de celda</translation>
    </message>
    <message>
        <source>3-D grid</source>
        <translation>Malla 3D</translation>
    </message>
    <message>
        <source>A 3-D block model; unticked, a 2-D grid of x, y (the data's z is ignored).</source>
        <translation>Un modelo de bloques 3D; sin marcar, una malla 2D en x, y (se ignora la z de los datos).</translation>
    </message>
    <message>
        <source>About this many nodes along the longest side of the data's extent.</source>
        <translation>Aproximadamente este número de nodos a lo largo del lado más largo de la extensión de los datos.</translation>
    </message>
    <message>
        <source>From data extent</source>
        <translation>Según la extensión de los datos</translation>
    </message>
    <message>
        <source>A grid covering the data, cell sizes and origin snapped to round numbers.</source>
        <translation>Una malla que cubre los datos, con tamaños de celda y origen redondeados.</translation>
    </message>
    <message>
        <source>Nodes along the longest side</source>
        <translation>Nodos en el lado más largo</translation>
    </message>
    <message>
        <source>%L1 nodes: x %2 to %3, y %4 to %5</source>
        <translation>%L1 nodos: x de %2 a %3, y de %4 a %5</translation>
    </message>
</context>
<context>
    <name>strata::gui::IdwDialog</name>
    <message>
        <source>Inverse distance weighting</source>
        <translation>Inverso de la distancia ponderado</translation>
    </message>
    <message>
        <source>IDW (one power)</source>
        <translation>IDW (una potencia)</translation>
    </message>
    <message>
        <source>AIDW (power from the local data density)</source>
        <translation>AIDW (potencia según la densidad local de datos)</translation>
    </message>
    <message>
        <source>The K nearest data; 0: every datum (within the radius, if any).</source>
        <translation>Los K datos más cercanos; 0: todos los datos (dentro del radio, si lo hay).</translation>
    </message>
    <message>
        <source>Only data inside the search ellipsoid of this major semi-axis; 0: unlimited.</source>
        <translation>Solo datos dentro del elipsoide de búsqueda con este semieje mayor; 0: sin límite.</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Potencia</translation>
    </message>
    <message>
        <source>Nearest data</source>
        <translation>Datos más cercanos</translation>
    </message>
    <message>
        <source>Search radius</source>
        <translation>Radio de búsqueda</translation>
    </message>
    <message>
        <source>Anisotropy azimuth</source>
        <translation>Azimut de anisotropía</translation>
    </message>
    <message>
        <source>Minor / major ratio</source>
        <translation>Razón menor / mayor</translation>
    </message>
    <message>
        <source>Neighbours whose mean distance measures the local density.</source>
        <translation>Vecinos cuya distancia media mide la densidad local.</translation>
    </message>
    <message>
        <source>The five power levels a1..a5.</source>
        <translation>Los cinco niveles de potencia a1..a5.</translation>
    </message>
    <message>
        <source>Data weighted per target; 0: every datum (as the published method).</source>
        <translation>Datos ponderados por objetivo; 0: todos los datos (como en el método publicado).</translation>
    </message>
    <message>
        <source>k</source>
        <translation>k</translation>
    </message>
    <message>
        <source>Power levels</source>
        <translation>Niveles de potencia</translation>
    </message>
    <message>
        <source>R min</source>
        <translation>R mín</translation>
    </message>
    <message>
        <source>R max</source>
        <translation>R máx</translation>
    </message>
    <message>
        <source>Weighted data</source>
        <translation>Datos ponderados</translation>
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
    <message>
        <source>Check and import</source>
        <translation>Comprobar e importar</translation>
    </message>
    <message>
        <source>Read the tables, list the problems found, then import</source>
        <translation>Leer las tablas, enumerar los problemas encontrados y luego importar</translation>
    </message>
    <message>
        <source>Continue with the valid rows</source>
        <translation>Continuar con las filas válidas</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Atrás</translation>
    </message>
    <message>
        <source>Columns (empty: recognised by the usual names)</source>
        <translation>Columnas (vacío: se reconocen por los nombres habituales)</translation>
    </message>
    <message>
        <source>Preview (first rows as they will be read)</source>
        <translation>Vista previa (primeras filas tal como se leerán)</translation>
    </message>
    <message>
        <source>Choose a collar table to see its first rows.</source>
        <translation>Elija una tabla de collares para ver sus primeras filas.</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>tab</source>
        <translation>tabulador</translation>
    </message>
    <message>
        <source>blanks</source>
        <translation>espacios</translation>
    </message>
    <message>
        <source>Delimiter: %1 · header: %2 · columns: %3%4</source>
        <translation>Delimitador: %1 · encabezado: %2 · columnas: %3%4</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source> · problems in these rows: %1</source>
        <translation> · problemas en estas filas: %1</translation>
    </message>
    <message>
        <source>No survey table: every hole is vertical (unless the collar table says otherwise).</source>
        <translation>Sin tabla de desviación: todos los sondeos son verticales (salvo que la tabla de collares indique otra cosa).</translation>
    </message>
    <message>
        <source>No dip column found in %1: choose it under Columns.</source>
        <translation>No se encontró columna de buzamiento en %1: elíjala en Columnas.</translation>
    </message>
    <message>
        <source>Guess from the first %1 survey rows: %2 negative and %3 positive dips, so %4.</source>
        <translation>Deducción a partir de las primeras %1 filas de desviación: %2 buzamientos negativos y %3 positivos, por tanto %4.</translation>
    </message>
    <message>
        <source>negative dips point down</source>
        <translation>los buzamientos negativos apuntan hacia abajo</translation>
    </message>
    <message>
        <source>positive dips point down</source>
        <translation>los buzamientos positivos apuntan hacia abajo</translation>
    </message>
    <message>
        <source>Your choice differs from the guess.</source>
        <translation>Su elección difiere de la deducida.</translation>
    </message>
    <message>
        <source>Check drillhole tables</source>
        <translation>Comprobar tablas de sondeos</translation>
    </message>
    <message>
        <source>The tables were read with problems. Rows with errors were left out; %1 holes remain. Continue with the valid rows, go back to change the choices, or cancel.</source>
        <translation>Las tablas se leyeron con problemas. Se omitieron las filas con errores; quedan %1 sondeos. Continúe con las filas válidas, vuelva atrás para cambiar las opciones o cancele.</translation>
    </message>
</context>
<context>
    <name>strata::gui::ImportPointsDialog</name>
    <message>
        <source>2-D points (ignore any Z column)</source>
        <translation>Puntos 2D (ignorar cualquier columna Z)</translation>
    </message>
    <message>
        <source>Import points</source>
        <translation>Importar puntos</translation>
    </message>
    <message>
        <source>Recognise (GSLIB or delimited text)</source>
        <translation>Reconocer (GSLIB o texto delimitado)</translation>
    </message>
    <message>
        <source>Delimited text (CSV, TSV, XYZ)</source>
        <translation>Texto delimitado (CSV, TSV, XYZ)</translation>
    </message>
    <message>
        <source>GSLIB / GeoEAS</source>
        <translation>GSLIB / GeoEAS</translation>
    </message>
    <message>
        <source>GDAL vector (Shapefile, GeoPackage, …)</source>
        <translation>Vectorial GDAL (Shapefile, GeoPackage, …)</translation>
    </message>
    <message>
        <source>Detect</source>
        <translation>Detectar</translation>
    </message>
    <message>
        <source>Comma</source>
        <translation>Coma</translation>
    </message>
    <message>
        <source>Semicolon</source>
        <translation>Punto y coma</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>Tabulador</translation>
    </message>
    <message>
        <source>Blanks</source>
        <translation>Espacios</translation>
    </message>
    <message>
        <source>First row is a header</source>
        <translation>La primera fila es un encabezado</translation>
    </message>
    <message>
        <source>No header</source>
        <translation>Sin encabezado</translation>
    </message>
    <message>
        <source>Point (1.5)</source>
        <translation>Punto (1.5)</translation>
    </message>
    <message>
        <source>Comma (1,5)</source>
        <translation>Coma (1,5)</translation>
    </message>
    <message>
        <source>Cells read as missing besides blank ones, separated by commas</source>
        <translation>Celdas que se leen como ausentes además de las vacías, separadas por comas</translation>
    </message>
    <message>
        <source>Value columns to read; none checked: every numeric column</source>
        <translation>Columnas de valores que se leen; ninguna marcada: todas las columnas numéricas</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Examinar…</translation>
    </message>
    <message>
        <source>Point file</source>
        <translation>Archivo de puntos</translation>
    </message>
    <message>
        <source>Point files (*.csv *.txt *.xyz *.dat *.gslib *.tsv *.shp *.gpkg *.geojson);;All files (*)</source>
        <translation>Archivos de puntos (*.csv *.txt *.xyz *.dat *.gslib *.tsv *.shp *.gpkg *.geojson);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>Archivo:</translation>
    </message>
    <message>
        <source>Name in the project:</source>
        <translation>Nombre en el proyecto:</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>Formato:</translation>
    </message>
    <message>
        <source>GDAL layer:</source>
        <translation>Capa GDAL:</translation>
    </message>
    <message>
        <source>Delimiter</source>
        <translation>Delimitador</translation>
    </message>
    <message>
        <source>Header</source>
        <translation>Encabezado</translation>
    </message>
    <message>
        <source>Decimal</source>
        <translation>Decimal</translation>
    </message>
    <message>
        <source>Skip lines</source>
        <translation>Omitir líneas</translation>
    </message>
    <message>
        <source>Reading:</source>
        <translation>Lectura:</translation>
    </message>
    <message>
        <source>Missing values:</source>
        <translation>Valores ausentes:</translation>
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
        <translation>Coordenadas:</translation>
    </message>
    <message>
        <source>Values:</source>
        <translation>Valores:</translation>
    </message>
    <message>
        <source>Preview (first rows as they will be read)</source>
        <translation>Vista previa (primeras filas tal como se leerán)</translation>
    </message>
    <message>
        <source>Choose a point file.</source>
        <translation>Elija un archivo de puntos.</translation>
    </message>
    <message>
        <source>GDAL vector source: the attributes are read as they are; numeric ones become values.</source>
        <translation>Origen vectorial GDAL: los atributos se leen tal cual; los numéricos se convierten en valores.</translation>
    </message>
    <message>
        <source>Format: %1 · header: %2 · columns: %3%4</source>
        <translation>Formato: %1 · encabezado: %2 · columnas: %3%4</translation>
    </message>
    <message>
        <source>GSLIB</source>
        <translation>GSLIB</translation>
    </message>
    <message>
        <source>delimited by '%1'</source>
        <translation>delimitado por '%1'</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source> · problems in these rows: %1</source>
        <translation> · problemas en estas filas: %1</translation>
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
    <name>strata::gui::KrigingDialog</name>
    <message>
        <source>Kriging</source>
        <translation>Krigeado</translation>
    </message>
    <message>
        <source>Cross-validate</source>
        <translation>Validación cruzada</translation>
    </message>
    <message>
        <source>Leave-one-out: every datum estimated from the others with this setup.</source>
        <translation>Dejar uno fuera: cada dato se estima a partir de los demás con esta configuración.</translation>
    </message>
    <message>
        <source>Preview at grid centre</source>
        <translation>Vista previa en el centro de la malla</translation>
    </message>
    <message>
        <source>The data the engine uses at the middle node and their weights; click a node in a result view to preview another.</source>
        <translation>Los datos que usa el motor en el nodo central y sus pesos; haga clic en un nodo de una vista de resultados para previsualizar otro.</translation>
    </message>
    <message>
        <source>Ordinary (unknown constant mean)</source>
        <translation>Ordinario (media constante desconocida)</translation>
    </message>
    <message>
        <source>Simple (known mean)</source>
        <translation>Simple (media conocida)</translation>
    </message>
    <message>
        <source>Universal (polynomial drift)</source>
        <translation>Universal (deriva polinómica)</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>Media</translation>
    </message>
    <message>
        <source>Drift terms</source>
        <translation>Términos de deriva</translation>
    </message>
    <message>
        <source>Nugget plus structures, e.g. "0.1 nug + 0.9 sph(120, 60, 10; 30, 0, 0)": ranges major, minor, vertical; angles azimuth, dip, rake (GSLIB).</source>
        <translation>Pepita más estructuras, p. ej. "0.1 nug + 0.9 sph(120, 60, 10; 30, 0, 0)": alcances mayor, menor, vertical; ángulos azimut, buzamiento, rake (GSLIB).</translation>
    </message>
    <message>
        <source>From variogram panel</source>
        <translation>Del panel de variograma</translation>
    </message>
    <message>
        <source>Variogram model</source>
        <translation>Modelo de variograma</translation>
    </message>
    <message>
        <source>Global (all data in one system)</source>
        <translation>Global (todos los datos en un sistema)</translation>
    </message>
    <message>
        <source>Neighbourhood</source>
        <translation>Vecindad</translation>
    </message>
    <message>
        <source>Major</source>
        <translation>Mayor</translation>
    </message>
    <message>
        <source>Minor</source>
        <translation>Menor</translation>
    </message>
    <message>
        <source>Vertical</source>
        <translation>Vertical</translation>
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
        <source>Rake</source>
        <translation>Rake</translation>
    </message>
    <message>
        <source>0: the major radius</source>
        <translation>0: el radio mayor</translation>
    </message>
    <message>
        <source>0: the minor radius</source>
        <translation>0: el radio menor</translation>
    </message>
    <message>
        <source>Search ellipsoid</source>
        <translation>Elipsoide de búsqueda</translation>
    </message>
    <message>
        <source>At most this many data per octant; 0: no octant limit.</source>
        <translation>Como máximo este número de datos por octante; 0: sin límite por octante.</translation>
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
        <translation>por octante</translation>
    </message>
    <message>
        <source>Data per node</source>
        <translation>Datos por nodo</translation>
    </message>
    <message>
        <source>(1 1 1: point kriging; blocks are the grid cells)</source>
        <translation>(1 1 1: krigeado puntual; los bloques son las celdas de la malla)</translation>
    </message>
    <message>
        <source>Block discretisation</source>
        <translation>Discretización de bloques</translation>
    </message>
    <message>
        <source>The variogram panel has no model yet (Tools &gt; Variogram fitting).</source>
        <translation>El panel de variograma aún no tiene modelo (Herramientas &gt; Ajuste del variograma).</translation>
    </message>
    <message>
        <source>Simple kriging</source>
        <translation>Krigeado simple</translation>
    </message>
    <message>
        <source>Universal kriging</source>
        <translation>Krigeado universal</translation>
    </message>
    <message>
        <source>Ordinary kriging</source>
        <translation>Krigeado ordinario</translation>
    </message>
    <message>
        <source>Cross-validation: %1</source>
        <translation>Validación cruzada: %1</translation>
    </message>
    <message>
        <source>Neighbourhood preview</source>
        <translation>Vista previa de la vecindad</translation>
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
        <source>The project could not be opened</source>
        <translation>No se pudo abrir el proyecto</translation>
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
    <message>
        <source>Recover project</source>
        <translation>Recuperar proyecto</translation>
    </message>
    <message>
        <source>Open a Strata project (*.strata)</source>
        <translation>Abrir un proyecto de Strata (*.strata)</translation>
    </message>
    <message>
        <source>Read collar, survey and interval tables into a new project</source>
        <translation>Leer las tablas de collares, desviación e intervalos en un proyecto nuevo</translation>
    </message>
    <message>
        <source>Ctrl+Shift+P</source>
        <translation>Ctrl+Shift+P</translation>
    </message>
    <message>
        <source>Save the 3D view as a PNG or JPEG image</source>
        <translation>Guardar la vista 3D como imagen PNG o JPEG</translation>
    </message>
    <message>
        <source>Ctrl+,</source>
        <translation>Ctrl+,</translation>
    </message>
    <message>
        <source>Language and the compute backend (CPU or GPU)</source>
        <translation>Idioma y motor de cálculo (CPU o GPU)</translation>
    </message>
    <message>
        <source>Close Strata; running jobs are cancelled</source>
        <translation>Cerrar Strata; las tareas en curso se cancelan</translation>
    </message>
    <message>
        <source>Ctrl+Shift+A</source>
        <translation>Ctrl+Shift+A</translation>
    </message>
    <message>
        <source>Show the north / east / up arrows in the corner of the 3D view</source>
        <translation>Mostrar las flechas norte / este / arriba en la esquina de la vista 3D</translation>
    </message>
    <message>
        <source>Ctrl+Shift+L</source>
        <translation>Ctrl+Shift+L</translation>
    </message>
    <message>
        <source>Show the colour legend of the drillhole intervals</source>
        <translation>Mostrar la leyenda de colores de los intervalos de sondeo</translation>
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
        <translation>Detener todas las tareas en curso; los archivos que se estén escribiendo quedan como estaban</translation>
    </message>
    <message>
        <source>The user guide: views, projects, jobs, file formats</source>
        <translation>La guía del usuario: vistas, proyectos, tareas, formatos de archivo</translation>
    </message>
    <message>
        <source>Ctrl+Shift+V</source>
        <translation>Ctrl+Shift+V</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Atajos de teclado</translation>
    </message>
    <message>
        <source>Ctrl+/</source>
        <translation>Ctrl+/</translation>
    </message>
    <message>
        <source>Drillholes</source>
        <translation>Sondeos</translation>
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
        <translation>collar</translation>
    </message>
    <message>
        <source>observed</source>
        <translation>observado</translation>
    </message>
    <message>
        <source>pinch-out</source>
        <translation>acuñamiento</translation>
    </message>
    <message>
        <source>below hole end</source>
        <translation>bajo el final del sondeo</translation>
    </message>
    <message>
        <source>Hole</source>
        <translation>Sondeo</translation>
    </message>
    <message>
        <source>Surface</source>
        <translation>Superficie</translation>
    </message>
    <message>
        <source>Pick</source>
        <translation>Marcador</translation>
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
        <translation>Z del contacto</translation>
    </message>
    <message>
        <source>Model z</source>
        <translation>Z del modelo</translation>
    </message>
    <message>
        <source>Misfit</source>
        <translation>Desajuste</translation>
    </message>
    <message>
        <source>Grid misfit</source>
        <translation>Desajuste de la malla</translation>
    </message>
</context>
<context>
    <name>strata::gui::PlotExport</name>
    <message>
        <source>There is no view to save.</source>
        <translation>No hay ninguna vista que guardar.</translation>
    </message>
    <message>
        <source>Could not write the image %1.</source>
        <translation>No se pudo escribir la imagen %1.</translation>
    </message>
    <message>
        <source>This view is drawn with OpenGL and can only be saved as a raster image (PNG).</source>
        <translation>Esta vista se dibuja con OpenGL y solo puede guardarse como imagen ráster (PNG).</translation>
    </message>
    <message>
        <source>Drawn by Strata</source>
        <translation>Dibujado por Strata</translation>
    </message>
    <message>
        <source>Could not write the drawing %1.</source>
        <translation>No se pudo escribir el dibujo %1.</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>Imagen PNG (*.png)</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>Dibujo SVG (*.svg)</translation>
    </message>
    <message>
        <source>Save plot</source>
        <translation>Guardar gráfico</translation>
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
    <message>
        <source>Reading point files</source>
        <translation>Leyendo archivos de puntos</translation>
    </message>
</context>
<context>
    <name>strata::gui::ProjectSession</name>
    <message>
        <source>Untitled</source>
        <translation>Sin título</translation>
    </message>
    <message>
        <source>The project has no file yet: use Save As.</source>
        <translation>El proyecto aún no tiene archivo: use Guardar como.</translation>
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
    <message>
        <source>pending</source>
        <translation>pendiente</translation>
    </message>
    <message>
        <source>running</source>
        <translation>en curso</translation>
    </message>
    <message>
        <source>done</source>
        <translation>terminada</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fallida</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>cancelada</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Sin título</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Cambios sin guardar</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>Datos</translation>
    </message>
    <message>
        <source>Double-click for the table; right-click for statistics</source>
        <translation>Doble clic para la tabla; clic derecho para estadísticas</translation>
    </message>
    <message>
        <source>Dimension</source>
        <translation>Dimensión</translation>
    </message>
    <message>
        <source>Values</source>
        <translation>Valores</translation>
    </message>
    <message>
        <source>Rows dropped (no coordinates)</source>
        <translation>Filas descartadas (sin coordenadas)</translation>
    </message>
    <message>
        <source>Cells not read</source>
        <translation>Celdas no leídas</translation>
    </message>
    <message>
        <source>CRS</source>
        <translation>SRC</translation>
    </message>
    <message>
        <source>%1 (points: %2)</source>
        <translation>%1 (puntos: %2)</translation>
    </message>
    <message>
        <source>Stratigraphic column (units: %1)</source>
        <translation>Columna estratigráfica (unidades: %1)</translation>
    </message>
    <message>
        <source>Base</source>
        <translation>Base</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Color</translation>
    </message>
    <message>
        <source>Density</source>
        <translation>Densidad</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>desconocido</translation>
    </message>
    <message>
        <source>Cell layers</source>
        <translation>Capas de celdas</translation>
    </message>
    <message>
        <source>Variograms</source>
        <translation>Variogramas</translation>
    </message>
    <message>
        <source>Variable</source>
        <translation>Variable</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>Lags</source>
        <translation>Lags</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>Directions</source>
        <translation>Direcciones</translation>
    </message>
    <message>
        <source>Jobs</source>
        <translation>Tareas</translation>
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
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Mensaje</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Inicio</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Fin</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parámetros</translation>
    </message>
    <message>
        <source>Models (files written by jobs)</source>
        <translation>Modelos (archivos escritos por tareas)</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Clase</translation>
    </message>
    <message>
        <source>Job</source>
        <translation>Tarea</translation>
    </message>
    <message>
        <source>On disk</source>
        <translation>En disco</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>ausente</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Resultados</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Capas</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Nodos</translation>
    </message>
    <message>
        <source>in memory only</source>
        <translation>solo en memoria</translation>
    </message>
    <message>
        <source>Show table</source>
        <translation>Mostrar tabla</translation>
    </message>
    <message>
        <source>Statistics…</source>
        <translation>Estadísticas…</translation>
    </message>
    <message>
        <source>Variogram of</source>
        <translation>Variograma de</translation>
    </message>
    <message>
        <source>Remove from the project</source>
        <translation>Quitar del proyecto</translation>
    </message>
    <message>
        <source>Open in the variogram panel</source>
        <translation>Abrir en el panel de variograma</translation>
    </message>
    <message>
        <source>Copy the model</source>
        <translation>Copiar el modelo</translation>
    </message>
    <message>
        <source>Run again</source>
        <translation>Volver a ejecutar</translation>
    </message>
    <message>
        <source>Copy the job (JSON for strata-cli run)</source>
        <translation>Copiar la tarea (JSON para strata-cli run)</translation>
    </message>
    <message>
        <source>Copy the file path</source>
        <translation>Copiar la ruta del archivo</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Mostrar</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportar…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <source>Show as a table…</source>
        <translation>Mostrar como tabla…</translation>
    </message>
    <message>
        <source>Reading problems</source>
        <translation>Problemas de lectura</translation>
    </message>
    <message>
        <source>Open in the RTM dialog</source>
        <translation>Abrir en el diálogo RTM</translation>
    </message>
</context>
<context>
    <name>strata::gui::ProjectWorkflow</name>
    <message>
        <source>&amp;New project</source>
        <translation>&amp;Nuevo proyecto</translation>
    </message>
    <message>
        <source>Close the project and start an empty one</source>
        <translation>Cerrar el proyecto y empezar uno vacío</translation>
    </message>
    <message>
        <source>&amp;Save project</source>
        <translation>&amp;Guardar proyecto</translation>
    </message>
    <message>
        <source>Save the project file (data files are referenced, not copied)</source>
        <translation>Guardar el archivo del proyecto (los archivos de datos se referencian, no se copian)</translation>
    </message>
    <message>
        <source>Save project &amp;as…</source>
        <translation>Guardar proyecto &amp;como…</translation>
    </message>
    <message>
        <source>Import &amp;points…</source>
        <translation>Importar &amp;puntos…</translation>
    </message>
    <message>
        <source>Add a point file (CSV, XYZ, GSLIB, GDAL vector) to the project</source>
        <translation>Añadir un archivo de puntos (CSV, XYZ, GSLIB, vectorial GDAL) al proyecto</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Cambios sin guardar</translation>
    </message>
    <message>
        <source>The project “%1” has unsaved changes.</source>
        <translation>El proyecto «%1» tiene cambios sin guardar.</translation>
    </message>
    <message>
        <source>Save them before going on?</source>
        <translation>¿Guardarlos antes de continuar?</translation>
    </message>
    <message>
        <source>Recover unsaved work</source>
        <translation>Recuperar trabajo sin guardar</translation>
    </message>
    <message>
        <source>Strata did not close normally. An autosave of the project “%1” from %2 was found.</source>
        <translation>Strata no se cerró correctamente. Se encontró un guardado automático del proyecto «%1» de %2.</translation>
    </message>
    <message>
        <source>The project was never saved.</source>
        <translation>El proyecto nunca se guardó.</translation>
    </message>
    <message>
        <source>Project file: %1</source>
        <translation>Archivo del proyecto: %1</translation>
    </message>
    <message>
        <source>Recover</source>
        <translation>Recuperar</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Descartar</translation>
    </message>
    <message>
        <source>Decide later</source>
        <translation>Decidir más tarde</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Sin título</translation>
    </message>
    <message>
        <source>Save project</source>
        <translation>Guardar proyecto</translation>
    </message>
    <message>
        <source>Save project as</source>
        <translation>Guardar proyecto como</translation>
    </message>
    <message>
        <source>Strata projects (*.strata)</source>
        <translation>Proyectos de Strata (*.strata)</translation>
    </message>
    <message>
        <source>Import points %1</source>
        <translation>Importar puntos %1</translation>
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
    <name>strata::gui::ResultItem</name>
    <message>
        <source>2D grid</source>
        <translation>Malla 2D</translation>
    </message>
    <message>
        <source>3D grid</source>
        <translation>Malla 3D</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Surface stack</source>
        <translation>Conjunto de superficies</translation>
    </message>
    <message>
        <source>Seismic section</source>
        <translation>Sección sísmica</translation>
    </message>
</context>
<context>
    <name>strata::gui::ResultViewer</name>
    <message>
        <source>Result viewer</source>
        <translation>Visor de resultados</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Layer</source>
        <translation>Capa</translation>
    </message>
    <message>
        <source>Slice x</source>
        <translation>Corte x</translation>
    </message>
    <message>
        <source>Slice y</source>
        <translation>Corte y</translation>
    </message>
    <message>
        <source>Slice z</source>
        <translation>Corte z</translation>
    </message>
    <message>
        <source>Clip</source>
        <translation>Recorte</translation>
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
        <translation>Plano de recorte</translation>
    </message>
    <message>
        <source>Vertical exaggeration</source>
        <translation>Exageración vertical</translation>
    </message>
    <message>
        <source>Click the grid to read a node.</source>
        <translation>Haga clic en la malla para leer un nodo.</translation>
    </message>
    <message>
        <source>2-D map</source>
        <translation>Mapa 2D</translation>
    </message>
    <message>
        <source>Swath plot</source>
        <translation>Gráfico de franjas (swath)</translation>
    </message>
    <message>
        <source>Loading the data of %1</source>
        <translation>Cargando los datos de %1</translation>
    </message>
    <message>
        <source>Node %1 at (%2, %3, %4)
%5 = %6
variance = %7</source>
        <translation>Nodo %1 en (%2, %3, %4)
%5 = %6
varianza = %7</translation>
    </message>
    <message>
        <source>Map: %1</source>
        <translation>Mapa: %1</translation>
    </message>
</context>
<context>
    <name>strata::gui::RtmDialog</name>
    <message>
        <source>Reverse time migration</source>
        <translation>Migración reversa en tiempo</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Ejecutar</translation>
    </message>
    <message>
        <source>Model the shots (if asked) and migrate them in the background</source>
        <translation>Modelar los disparos (si se solicita) y migrarlos en segundo plano</translation>
    </message>
    <message>
        <source>Cancel job</source>
        <translation>Cancelar tarea</translation>
    </message>
    <message>
        <source>Velocity model (migration)</source>
        <translation>Modelo de velocidades (migración)</translation>
    </message>
    <message>
        <source>Raw float32</source>
        <translation>float32 sin formato</translation>
    </message>
    <message>
        <source>SEG-Y section</source>
        <translation>Sección SEG-Y</translation>
    </message>
    <message>
        <source>Stratum section (interval velocity per unit, JSON)</source>
        <translation>Sección de estratos (velocidad de intervalo por unidad, JSON)</translation>
    </message>
    <message>
        <source>Source:</source>
        <translation>Origen:</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>Archivo:</translation>
    </message>
    <message>
        <source>Velocity models (*.bin *.raw *.segy *.sgy *.json);;All files (*)</source>
        <translation>Modelos de velocidades (*.bin *.raw *.segy *.sgy *.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Nodes along the line</source>
        <translation>Nodos a lo largo de la línea</translation>
    </message>
    <message>
        <source>Nodes in depth</source>
        <translation>Nodos en profundidad</translation>
    </message>
    <message>
        <source>×</source>
        <translation>×</translation>
    </message>
    <message>
        <source>Nodes (x × z):</source>
        <translation>Nodos (x × z):</translation>
    </message>
    <message>
        <source>Spacing dx:</source>
        <translation>Espaciado dx:</translation>
    </message>
    <message>
        <source>Spacing dz:</source>
        <translation>Espaciado dz:</translation>
    </message>
    <message>
        <source>x fastest (rows of constant depth)</source>
        <translation>x varía más rápido (filas de profundidad constante)</translation>
    </message>
    <message>
        <source>z fastest (one trace after another)</source>
        <translation>z varía más rápido (una traza tras otra)</translation>
    </message>
    <message>
        <source>How the raw file's values are ordered; the image is written in the same order</source>
        <translation>Cómo se ordenan los valores del archivo sin formato; la imagen se escribe en el mismo orden</translation>
    </message>
    <message>
        <source>Axis order:</source>
        <translation>Orden de ejes:</translation>
    </message>
    <message>
        <source>automatic (below 20: km/s)</source>
        <translation>automática (menor que 20: km/s)</translation>
    </message>
    <message>
        <source>m/s</source>
        <translation>m/s</translation>
    </message>
    <message>
        <source>km/s</source>
        <translation>km/s</translation>
    </message>
    <message>
        <source>Velocity unit:</source>
        <translation>Unidad de velocidad:</translation>
    </message>
    <message>
        <source>Shot data</source>
        <translation>Datos de disparos</translation>
    </message>
    <message>
        <source>Model synthetic shots on the migration model</source>
        <translation>Modelar disparos sintéticos con el modelo de migración</translation>
    </message>
    <message>
        <source>Model synthetic shots on another model (same grid)</source>
        <translation>Modelar disparos sintéticos con otro modelo (misma malla)</translation>
    </message>
    <message>
        <source>Recorded gathers (SEG-Y, or raw float32 with .json)</source>
        <translation>Registros de disparo grabados (SEG-Y, o float32 sin formato con .json)</translation>
    </message>
    <message>
        <source>Synthetic shots on a model with the reflectors, migrated with a smooth model, show where the reflectors image</source>
        <translation>Los disparos sintéticos en un modelo con los reflectores, migrados con un modelo suavizado, muestran dónde se forma la imagen de los reflectores</translation>
    </message>
    <message>
        <source>Data:</source>
        <translation>Datos:</translation>
    </message>
    <message>
        <source>Models and gathers (*.bin *.raw *.segy *.sgy *.json);;All files (*)</source>
        <translation>Modelos y registros (*.bin *.raw *.segy *.sgy *.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Acquisition (synthetic shots)</source>
        <translation>Adquisición (disparos sintéticos)</translation>
    </message>
    <message>
        <source>First shot x:</source>
        <translation>x del primer disparo:</translation>
    </message>
    <message>
        <source>Shot spacing:</source>
        <translation>Espaciado de disparos:</translation>
    </message>
    <message>
        <source>Shots:</source>
        <translation>Disparos:</translation>
    </message>
    <message>
        <source>Source depth:</source>
        <translation>Profundidad de la fuente:</translation>
    </message>
    <message>
        <source>First receiver x:</source>
        <translation>x del primer receptor:</translation>
    </message>
    <message>
        <source>Receiver spacing:</source>
        <translation>Espaciado de receptores:</translation>
    </message>
    <message>
        <source>Receivers:</source>
        <translation>Receptores:</translation>
    </message>
    <message>
        <source>Receiver depth:</source>
        <translation>Profundidad de los receptores:</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Record length:</source>
        <translation>Longitud de registro:</translation>
    </message>
    <message>
        <source>Wavelet, operator and boundary</source>
        <translation>Ondícula, operador y borde</translation>
    </message>
    <message>
        <source> Hz</source>
        <translation> Hz</translation>
    </message>
    <message>
        <source>Peak frequency of the Ricker wavelet</source>
        <translation>Frecuencia pico de la ondícula de Ricker</translation>
    </message>
    <message>
        <source>Ricker peak frequency:</source>
        <translation>Frecuencia pico de Ricker:</translation>
    </message>
    <message>
        <source>empty: Ricker</source>
        <translation>vacío: Ricker</translation>
    </message>
    <message>
        <source>A user wavelet: a text file of time (s) and amplitude</source>
        <translation>Una ondícula del usuario: un archivo de texto con tiempo (s) y amplitud</translation>
    </message>
    <message>
        <source>Wavelet file:</source>
        <translation>Archivo de ondícula:</translation>
    </message>
    <message>
        <source>Wavelets (*.txt *.csv);;All files (*)</source>
        <translation>Ondículas (*.txt *.csv);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Finite differences, order %1</source>
        <translation>Diferencias finitas, orden %1</translation>
    </message>
    <message>
        <source>Recursive (minimal dispersion)</source>
        <translation>Recursivo (dispersión mínima)</translation>
    </message>
    <message>
        <source>Recursive, designed for this model's band</source>
        <translation>Recursivo, diseñado para la banda de este modelo</translation>
    </message>
    <message>
        <source>Recursive operators keep 2.5 points per wavelength accurate; FD8 needs about 5</source>
        <translation>Los operadores recursivos son precisos con 2,5 puntos por longitud de onda; FD8 necesita unos 5</translation>
    </message>
    <message>
        <source>Operator:</source>
        <translation>Operador:</translation>
    </message>
    <message>
        <source>CPML</source>
        <translation>CPML</translation>
    </message>
    <message>
        <source>Sponge</source>
        <translation>Esponja</translation>
    </message>
    <message>
        <source>Absorbing boundary:</source>
        <translation>Borde absorbente:</translation>
    </message>
    <message>
        <source>default</source>
        <translation>por defecto</translation>
    </message>
    <message>
        <source>Absorbing cells on every side (default: 20 for CPML, 50 for the sponge)</source>
        <translation>Celdas absorbentes en cada lado (por defecto: 20 para CPML, 50 para la esponja)</translation>
    </message>
    <message>
        <source>Boundary cells:</source>
        <translation>Celdas de borde:</translation>
    </message>
    <message>
        <source>Laplacian image filter</source>
        <translation>Filtro laplaciano de la imagen</translation>
    </message>
    <message>
        <source>Removes the low-wavenumber backscatter of sharp velocity contrasts</source>
        <translation>Elimina la retrodispersión de bajo número de onda de los contrastes bruscos de velocidad</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Salida</translation>
    </message>
    <message>
        <source>The shot gathers, image.bin and image.illumination.bin are written here</source>
        <translation>Aquí se escriben los registros de disparo, image.bin e image.illumination.bin</translation>
    </message>
    <message>
        <source>Folder:</source>
        <translation>Carpeta:</translation>
    </message>
    <message>
        <source>Output folder</source>
        <translation>Carpeta de salida</translation>
    </message>
    <message>
        <source>shot gathers file</source>
        <translation>archivo de registros de disparo</translation>
    </message>
    <message>
        <source>true velocity model (same grid and kind)</source>
        <translation>modelo de velocidades real (misma malla y clase)</translation>
    </message>
    <message>
        <source>Choose a file</source>
        <translation>Elija un archivo</translation>
    </message>
    <message>
        <source>Choose the model the synthetic shots are modelled on.</source>
        <translation>Elija el modelo con el que se modelan los disparos sintéticos.</translation>
    </message>
    <message>
        <source>RTM %1 Hz %2</source>
        <translation>RTM %1 Hz %2</translation>
    </message>
    <message>
        <source>The migration was cancelled.</source>
        <translation>Se canceló la migración.</translation>
    </message>
    <message>
        <source>From a surface stack of this project</source>
        <translation>De un conjunto de superficies de este proyecto</translation>
    </message>
    <message>
        <source>A stratum section places the units of the stratigraphic column along the line, each with its interval velocity (see docs/seismic.md); from a surface stack, the units' tops are sampled along a map line and the section is written as such a file</source>
        <translation>Una sección estratigráfica coloca las unidades de la columna estratigráfica a lo largo de la línea, cada una con su velocidad de intervalo (ver docs/seismic.md); desde un conjunto de superficies, los techos de las unidades se muestrean a lo largo de una línea del mapa y la sección se escribe en un archivo así</translation>
    </message>
    <message>
        <source>where the velocity section is written (JSON)</source>
        <translation>dónde se escribe la sección de velocidades (JSON)</translation>
    </message>
    <message>
        <source>The stratum section built from the surfaces is written here when the job starts</source>
        <translation>La sección construida a partir de las superficies se escribe aquí al iniciar el trabajo</translation>
    </message>
    <message>
        <source>The project has no surface stack yet: build one with Tools &gt; Build surfaces.</source>
        <translation>El proyecto aún no tiene un conjunto de superficies: constrúyalo con Herramientas &gt; Construir superficies.</translation>
    </message>
    <message>
        <source>The section would have %1 × %2 nodes: use larger spacings.</source>
        <translation>La sección tendría %1 × %2 nodos: use espaciados mayores.</translation>
    </message>
    <message>
        <source>Velocity preview</source>
        <translation>Vista previa de velocidades</translation>
    </message>
</context>
<context>
    <name>strata::gui::SeismicSectionPanel</name>
    <message>
        <source>The migrated image, the source illumination, or the migration velocity</source>
        <translation>La imagen migrada, la iluminación de la fuente o la velocidad de migración</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Gris</translation>
    </message>
    <message>
        <source>Red – white – blue</source>
        <translation>Rojo – blanco – azul</translation>
    </message>
    <message>
        <source>Colour map for amplitudes: peaks black or red, troughs white or blue</source>
        <translation>Mapa de colores de amplitudes: picos en negro o rojo, valles en blanco o azul</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>Amplitudes above this percentile of |amplitude| get the full colour</source>
        <translation>Las amplitudes por encima de este percentil de |amplitud| reciben el color completo</translation>
    </message>
    <message>
        <source>×</source>
        <translation>×</translation>
    </message>
    <message>
        <source>Multiplies the amplitudes before clipping</source>
        <translation>Multiplica las amplitudes antes del recorte</translation>
    </message>
    <message>
        <source>Over the velocity model</source>
        <translation>Sobre el modelo de velocidades</translation>
    </message>
    <message>
        <source>Show the migration velocity where the image is weak</source>
        <translation>Mostrar la velocidad de migración donde la imagen es débil</translation>
    </message>
    <message>
        <source>Save picture…</source>
        <translation>Guardar imagen…</translation>
    </message>
    <message>
        <source>Save the section as a PNG image or an SVG drawing</source>
        <translation>Guardar la sección como imagen PNG o dibujo SVG</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>Mostrar:</translation>
    </message>
    <message>
        <source>Clip:</source>
        <translation>Recorte:</translation>
    </message>
    <message>
        <source>Gain:</source>
        <translation>Ganancia:</translation>
    </message>
</context>
<context>
    <name>strata::gui::SeismicSectionView</name>
    <message>
        <source>Migrated section: distance along the line to the right, depth down</source>
        <translation>Sección migrada: distancia a lo largo de la línea hacia la derecha, profundidad hacia abajo</translation>
    </message>
    <message>
        <source>No section yet: run the migration.</source>
        <translation>Aún no hay sección: ejecute la migración.</translation>
    </message>
    <message>
        <source>m</source>
        <translation>m</translation>
    </message>
    <message>
        <source>depth (m)</source>
        <translation>profundidad (m)</translation>
    </message>
</context>
<context>
    <name>strata::gui::SeismicTools</name>
    <message>
        <source>Reverse time &amp;migration…</source>
        <translation>&amp;Migración reversa en tiempo…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+M</source>
        <translation>Ctrl+Shift+M</translation>
    </message>
    <message>
        <source>Image a seismic section: model or read shot gathers and migrate them (2D acoustic RTM)</source>
        <translation>Obtener la imagen de una sección sísmica: modelar o leer registros de disparo y migrarlos (RTM acústica 2D)</translation>
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
    <message>
        <source>Metres</source>
        <translation>Metros</translation>
    </message>
    <message>
        <source>Feet</source>
        <translation>Pies</translation>
    </message>
    <message>
        <source>The unit coordinates and depths are written in; Strata shows it and never converts</source>
        <translation>Unidad en la que están escritas las coordenadas y profundidades; Strata la muestra y nunca convierte</translation>
    </message>
    <message>
        <source>Colour of the statistics plots</source>
        <translation>Color de los gráficos estadísticos</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>off</source>
        <translation>desactivado</translation>
    </message>
    <message>
        <source>Unsaved changes are written to a side file this often; after a crash Strata offers them back</source>
        <translation>Con esta frecuencia se escriben los cambios sin guardar en un archivo aparte; tras un fallo, Strata ofrece recuperarlos</translation>
    </message>
    <message>
        <source>Length unit of the data:</source>
        <translation>Unidad de longitud de los datos:</translation>
    </message>
    <message>
        <source>Plot colour:</source>
        <translation>Color de los gráficos:</translation>
    </message>
    <message>
        <source>Autosave every:</source>
        <translation>Guardado automático cada:</translation>
    </message>
</context>
<context>
    <name>strata::gui::ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Acción</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>Qué hace</translation>
    </message>
</context>
<context>
    <name>strata::gui::StackSectionForm</name>
    <message>
        <source>Surface stack of this project</source>
        <translation>Conjunto de superficies de este proyecto</translation>
    </message>
    <message>
        <source>A result of Tools &gt; Build surfaces: one surface per unit top</source>
        <translation>Un resultado de Herramientas &gt; Construir superficies: una superficie por techo de unidad</translation>
    </message>
    <message>
        <source>Surfaces:</source>
        <translation>Superficies:</translation>
    </message>
    <message>
        <source>Along x, through the grid's centre</source>
        <translation>A lo largo de x, por el centro de la malla</translation>
    </message>
    <message>
        <source>Along y, through the grid's centre</source>
        <translation>A lo largo de y, por el centro de la malla</translation>
    </message>
    <message>
        <source>Custom (two map points)</source>
        <translation>Personalizada (dos puntos del mapa)</translation>
    </message>
    <message>
        <source>Section line:</source>
        <translation>Línea de sección:</translation>
    </message>
    <message>
        <source>From (x, y):</source>
        <translation>Desde (x, y):</translation>
    </message>
    <message>
        <source>To (x, y):</source>
        <translation>Hasta (x, y):</translation>
    </message>
    <message>
        <source>Length:</source>
        <translation>Longitud:</translation>
    </message>
    <message>
        <source>highest ground along the line</source>
        <translation>la cota más alta del terreno a lo largo de la línea</translation>
    </message>
    <message>
        <source>Elevation of depth 0 in the velocity model</source>
        <translation>Cota de la profundidad 0 en el modelo de velocidades</translation>
    </message>
    <message>
        <source>Datum:</source>
        <translation>Datum:</translation>
    </message>
    <message>
        <source>Defaults: from the unit's density (Gardner's relation), else 800 m/s for the top unit and 600 m/s more for each unit below</source>
        <translation>Por defecto: a partir de la densidad de la unidad (relación de Gardner); si no, 800 m/s para la unidad superior y 600 m/s más por cada unidad inferior</translation>
    </message>
    <message>
        <source>%1 m</source>
        <translation>%1 m</translation>
    </message>
    <message>
        <source>the top unit's velocity</source>
        <translation>la velocidad de la unidad superior</translation>
    </message>
    <message>
        <source>Velocity between the datum and the ground where the ground lies below the datum (a replacement velocity)</source>
        <translation>Velocidad entre el datum y el terreno donde el terreno queda por debajo del datum (velocidad de reemplazo)</translation>
    </message>
    <message>
        <source>Above the ground:</source>
        <translation>Sobre el terreno:</translation>
    </message>
</context>
<context>
    <name>strata::gui::StatisticsPanel</name>
    <message>
        <source>Logarithmic</source>
        <translation>Logarítmico</translation>
    </message>
    <message>
        <source>Cell declustering weights</source>
        <translation>Pesos de desagrupamiento por celdas</translation>
    </message>
    <message>
        <source>Logarithmic bins and value axis (grades are often log-normal)</source>
        <translation>Clases y eje de valores logarítmicos (las leyes suelen ser lognormales)</translation>
    </message>
    <message>
        <source>Weights that correct for clustered sampling (GSLIB declus)</source>
        <translation>Pesos que corrigen el muestreo agrupado (declus de GSLIB)</translation>
    </message>
    <message>
        <source>lowest declustered mean (high values clustered)</source>
        <translation>menor media desagrupada (valores altos agrupados)</translation>
    </message>
    <message>
        <source>highest declustered mean (low values clustered)</source>
        <translation>mayor media desagrupada (valores bajos agrupados)</translation>
    </message>
    <message>
        <source>to</source>
        <translation>a</translation>
    </message>
    <message>
        <source>Cell sizes:</source>
        <translation>Tamaños de celda:</translation>
    </message>
    <message>
        <source>Number of sizes:</source>
        <translation>Número de tamaños:</translation>
    </message>
    <message>
        <source>Origin offsets:</source>
        <translation>Desplazamientos del origen:</translation>
    </message>
    <message>
        <source>Choose the size with the:</source>
        <translation>Elegir el tamaño con la:</translation>
    </message>
    <message>
        <source>Statistic</source>
        <translation>Estadístico</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Normal score: the standard normal quantile of each datum's plotting position; 0 is the median, ±1.96 are 2.5 % and 97.5 %</source>
        <translation>Puntuación normal: el cuantil normal estándar de la posición de graficado de cada dato; 0 es la mediana, ±1,96 son el 2,5 % y el 97,5 %</translation>
    </message>
    <message>
        <source>Variable:</source>
        <translation>Variable:</translation>
    </message>
    <message>
        <source>Histogram bins:</source>
        <translation>Clases del histograma:</translation>
    </message>
    <message>
        <source>Declustering needs point coordinates: use a point set or the collars</source>
        <translation>El desagrupamiento necesita coordenadas de puntos: use un conjunto de puntos o los collares</translation>
    </message>
    <message>
        <source>Statistics of %1</source>
        <translation>Estadísticas de %1</translation>
    </message>
    <message>
        <source>Cell size %1: declustered mean %2 (equal weights: %3)</source>
        <translation>Tamaño de celda %1: media desagrupada %2 (pesos iguales: %3)</translation>
    </message>
    <message>
        <source>No cell size changes the mean that way: equal weights kept.</source>
        <translation>Ningún tamaño de celda cambia la media en ese sentido: se mantienen pesos iguales.</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>Datos</translation>
    </message>
    <message>
        <source>Missing</source>
        <translation>Ausentes</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Pesos</translation>
    </message>
    <message>
        <source>cell declustering</source>
        <translation>desagrupamiento por celdas</translation>
    </message>
    <message>
        <source>equal</source>
        <translation>iguales</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>Media</translation>
    </message>
    <message>
        <source>Variance</source>
        <translation>Varianza</translation>
    </message>
    <message>
        <source>Standard deviation</source>
        <translation>Desviación estándar</translation>
    </message>
    <message>
        <source>Coefficient of variation</source>
        <translation>Coeficiente de variación</translation>
    </message>
    <message>
        <source>Skewness</source>
        <translation>Asimetría</translation>
    </message>
    <message>
        <source>Minimum</source>
        <translation>Mínimo</translation>
    </message>
    <message>
        <source>Lower quartile</source>
        <translation>Cuartil inferior</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>Mediana</translation>
    </message>
    <message>
        <source>Upper quartile</source>
        <translation>Cuartil superior</translation>
    </message>
    <message>
        <source>Maximum</source>
        <translation>Máximo</translation>
    </message>
    <message>
        <source>Histogram of %1</source>
        <translation>Histograma de %1</translation>
    </message>
    <message>
        <source>Frequency (declustered)</source>
        <translation>Frecuencia (desagrupada)</translation>
    </message>
    <message>
        <source>Frequency</source>
        <translation>Frecuencia</translation>
    </message>
    <message>
        <source>Normal probability plot of %1</source>
        <translation>Gráfico de probabilidad normal de %1</translation>
    </message>
    <message>
        <source>Normal score</source>
        <translation>Puntuación normal</translation>
    </message>
</context>
<context>
    <name>strata::gui::StratigraphicColumnEditor</name>
    <message>
        <source>Conformable</source>
        <translation>Concordante</translation>
    </message>
    <message>
        <source>Erosional (unconformity)</source>
        <translation>Erosiva (discordancia)</translation>
    </message>
    <message>
        <source>Onlap</source>
        <translation>Solapamiento (onlap)</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unidad</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Color</translation>
    </message>
    <message>
        <source>Base</source>
        <translation>Base</translation>
    </message>
    <message>
        <source>Density (t/m³)</source>
        <translation>Densidad (t/m³)</translation>
    </message>
    <message>
        <source>Units from the top (youngest) down</source>
        <translation>Unidades desde el techo (la más reciente) hacia abajo</translation>
    </message>
    <message>
        <source>The units from the top (youngest) down. The base rule says which surface wins where interpolated surfaces cross: an erosional base cuts the older units, an onlapping unit rests on them, conformable surfaces meet half-way.</source>
        <translation>Las unidades desde el techo (la más reciente) hacia abajo. La regla de base indica qué superficie prevalece donde se cruzan las superficies interpoladas: una base erosiva corta las unidades más antiguas, una unidad en onlap se apoya sobre ellas y las superficies concordantes se encuentran a medio camino.</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Añadir</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Subir</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Bajar</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>desconocido</translation>
    </message>
    <message>
        <source>Double-click to choose the colour</source>
        <translation>Doble clic para elegir el color</translation>
    </message>
    <message>
        <source>Colour of the unit</source>
        <translation>Color de la unidad</translation>
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
        <translation>Construir &amp;superficies…</translation>
    </message>
    <message>
        <source>Stratum surfaces and the 3D layer model from the drillholes' logged units</source>
        <translation>Superficies de estratos y el modelo 3D de capas a partir de las unidades registradas en los sondeos</translation>
    </message>
    <message>
        <source>Surfaces</source>
        <translation>Superficies</translation>
    </message>
    <message>
        <source>Surfaces (%1)</source>
        <translation>Superficies (%1)</translation>
    </message>
</context>
<context>
    <name>strata::gui::SurfacesDialog</name>
    <message>
        <source>Build surfaces</source>
        <translation>Construir superficies</translation>
    </message>
    <message>
        <source>Propose from the logs</source>
        <translation>Proponer a partir de los registros</translation>
    </message>
    <message>
        <source>The units of the unit column, each above the units it lies above in most holes</source>
        <translation>Las unidades de la columna de unidades, cada una encima de las unidades sobre las que se sitúa en la mayoría de los sondeos</translation>
    </message>
    <message>
        <source>AIDW (adaptive inverse distance)</source>
        <translation>AIDW (inverso de la distancia adaptativo)</translation>
    </message>
    <message>
        <source>Ordinary kriging (global neighbourhood)</source>
        <translation>Krigeado ordinario (vecindad global)</translation>
    </message>
    <message>
        <source>IDW</source>
        <translation>IDW</translation>
    </message>
    <message>
        <source>auto (fitted to the contacts), or a model such as 0.05 nug + 0.95 sph(300)</source>
        <translation>auto (ajustado a los contactos), o un modelo como 0.05 nug + 0.95 sph(300)</translation>
    </message>
    <message>
        <source>Interpolate unit thicknesses (isochores)</source>
        <translation>Interpolar espesores de las unidades (isócoras)</translation>
    </message>
    <message>
        <source>Thicknesses are often smoother than elevations; each surface is then the one above less the unit's thickness</source>
        <translation>Los espesores suelen ser más suaves que las cotas; cada superficie es entonces la superior menos el espesor de la unidad</translation>
    </message>
    <message>
        <source> m</source>
        <translation> m</translation>
    </message>
    <message>
        <source>Thinner units are removed (they pinch out)</source>
        <translation>Se eliminan las unidades más delgadas (se acuñan)</translation>
    </message>
    <message>
        <source>Interval table:</source>
        <translation>Tabla de intervalos:</translation>
    </message>
    <message>
        <source>Unit column:</source>
        <translation>Columna de unidad:</translation>
    </message>
    <message>
        <source>Stratigraphic column (top first)</source>
        <translation>Columna estratigráfica (techo primero)</translation>
    </message>
    <message>
        <source>Interpolation</source>
        <translation>Interpolación</translation>
    </message>
    <message>
        <source>Method:</source>
        <translation>Método:</translation>
    </message>
    <message>
        <source>Variogram:</source>
        <translation>Variograma:</translation>
    </message>
    <message>
        <source>Minimum thickness:</source>
        <translation>Espesor mínimo:</translation>
    </message>
    <message>
        <source>Backend:</source>
        <translation>Motor de cálculo:</translation>
    </message>
    <message>
        <source>Surface grid</source>
        <translation>Malla de superficies</translation>
    </message>
    <message>
        <source>Build</source>
        <translation>Construir</translation>
    </message>
    <message>
        <source>Cancel job</source>
        <translation>Cancelar tarea</translation>
    </message>
    <message>
        <source>Surfaces of %1 units</source>
        <translation>Superficies de %1 unidades</translation>
    </message>
    <message>
        <source>%1 surfaces on %2 nodes in %3 s (%4); misfit at the contacts: rms %5, max %6; corrections at %7 nodes.</source>
        <translation>%1 superficies en %2 nodos en %3 s (%4); desajuste en los contactos: rms %5, máx. %6; correcciones en %7 nodos.</translation>
    </message>
    <message>
        <source>Building the surfaces was cancelled.</source>
        <translation>Se canceló la construcción de las superficies.</translation>
    </message>
</context>
<context>
    <name>strata::gui::SurfacesPanel</name>
    <message>
        <source>Tick a unit to show it in the 3D view</source>
        <translation>Marque una unidad para mostrarla en la vista 3D</translation>
    </message>
    <message>
        <source>By unit</source>
        <translation>Por unidad</translation>
    </message>
    <message>
        <source>By elevation</source>
        <translation>Por cota</translation>
    </message>
    <message>
        <source>Section plane</source>
        <translation>Plano de sección</translation>
    </message>
    <message>
        <source>From x:</source>
        <translation>Desde x:</translation>
    </message>
    <message>
        <source>From y:</source>
        <translation>Desde y:</translation>
    </message>
    <message>
        <source>To x:</source>
        <translation>Hasta x:</translation>
    </message>
    <message>
        <source>To y:</source>
        <translation>Hasta y:</translation>
    </message>
    <message>
        <source>Cut</source>
        <translation>Cortar</translation>
    </message>
    <message>
        <source>A vertical plane along the line: the model is cut away on the right of the line, looking from its first point to its second</source>
        <translation>Un plano vertical a lo largo de la línea: el modelo se recorta a la derecha de la línea, mirando desde su primer punto hacia el segundo</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <source>Misfit = model − contact at each hole; for a hole that ended above a surface, how far the model lies above the hole's end (should be 0). Click a header to sort.</source>
        <translation>Desajuste = modelo − contacto en cada sondeo; para un sondeo que terminó por encima de una superficie, cuánto queda el modelo por encima del final del sondeo (debería ser 0). Haga clic en un encabezado para ordenar.</translation>
    </message>
    <message>
        <source>Units:</source>
        <translation>Unidades:</translation>
    </message>
    <message>
        <source>Colour:</source>
        <translation>Color:</translation>
    </message>
    <message>
        <source>Misfit at the contacts</source>
        <translation>Desajuste en los contactos</translation>
    </message>
    <message>
        <source>%1 surfaces, %2 × %3 nodes, %4. Misfit at %5 contacts: rms %6, max %7; %8 of %9 hole-end limits broken; consistency rules moved surfaces at %10 nodes.</source>
        <translation>%1 superficies, %2 × %3 nodos, %4. Desajuste en %5 contactos: rms %6, máx. %7; %8 de %9 límites de final de sondeo incumplidos; las reglas de coherencia movieron superficies en %10 nodos.</translation>
    </message>
    <message>
        <source>The section line needs two different points.</source>
        <translation>La línea de sección necesita dos puntos distintos.</translation>
    </message>
</context>
<context>
    <name>strata::gui::SwathPlotView</name>
    <message>
        <source>Swath plot: %1</source>
        <translation>Gráfico de franjas: %1</translation>
    </message>
    <message>
        <source>Along x (easting)</source>
        <translation>A lo largo de x (este)</translation>
    </message>
    <message>
        <source>Along y (northing)</source>
        <translation>A lo largo de y (norte)</translation>
    </message>
    <message>
        <source>Along z (elevation)</source>
        <translation>A lo largo de z (cota)</translation>
    </message>
    <message>
        <source>cell size</source>
        <translation>tamaño de celda</translation>
    </message>
    <message>
        <source>Width of a slice; 0 takes the grid's cell size along the axis.</source>
        <translation>Ancho de una franja; 0 toma el tamaño de celda de la malla en ese eje.</translation>
    </message>
    <message>
        <source>Swaths</source>
        <translation>Franjas</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>Ancho</translation>
    </message>
    <message>
        <source>Mean of estimates and of data per swath</source>
        <translation>Media de las estimaciones y de los datos por franja</translation>
    </message>
    <message>
        <source>Estimates (%1)</source>
        <translation>Estimaciones (%1)</translation>
    </message>
    <message>
        <source>Data (%1)</source>
        <translation>Datos (%1)</translation>
    </message>
    <message>
        <source>Data count (marker size)</source>
        <translation>Número de datos (tamaño del marcador)</translation>
    </message>
    <message>
        <source>Swath centre (%1)</source>
        <translation>Centro de la franja (%1)</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>Media</translation>
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
    <name>strata::gui::UnitVelocityTable</name>
    <message>
        <source>Unit</source>
        <translation>Unidad</translation>
    </message>
    <message>
        <source>Velocity</source>
        <translation>Velocidad</translation>
    </message>
    <message>
        <source>Gradient</source>
        <translation>Gradiente</translation>
    </message>
    <message>
        <source>Interval velocity at the unit's top</source>
        <translation>Velocidad de intervalo en el techo de la unidad</translation>
    </message>
    <message>
        <source>Increase of the velocity per metre below the unit's top</source>
        <translation>Aumento de la velocidad por metro bajo el techo de la unidad</translation>
    </message>
    <message>
        <source> m/s</source>
        <translation> m/s</translation>
    </message>
    <message>
        <source> /s</source>
        <translation> /s</translation>
    </message>
</context>
<context>
    <name>strata::gui::UserGuideDialog</name>
    <message>
        <source>Strata user guide</source>
        <translation>Guía del usuario de Strata</translation>
    </message>
    <message>
        <source>Quick start</source>
        <translation>Inicio rápido</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Contenido</translation>
    </message>
    <message>
        <source>(the documentation folder was not found)</source>
        <translation>(no se encontró la carpeta de documentación)</translation>
    </message>
</context>
<context>
    <name>strata::gui::ValidationReportModel</name>
    <message>
        <source>error</source>
        <translation>error</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>advertencia</translation>
    </message>
    <message>
        <source>note</source>
        <translation>nota</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Archivo</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Línea</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>Columna</translation>
    </message>
    <message>
        <source>Hole</source>
        <translation>Sondeo</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>Gravedad</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Mensaje</translation>
    </message>
</context>
<context>
    <name>strata::gui::ValidationReportView</name>
    <message>
        <source>Filter: text in any column (hole id, file, message)…</source>
        <translation>Filtro: texto en cualquier columna (id del sondeo, archivo, mensaje)…</translation>
    </message>
    <message>
        <source>All problems</source>
        <translation>Todos los problemas</translation>
    </message>
    <message>
        <source>Warnings and errors</source>
        <translation>Advertencias y errores</translation>
    </message>
    <message>
        <source>Errors only</source>
        <translation>Solo errores</translation>
    </message>
    <message>
        <source>Errors: %1 (rows left out) · warnings: %2 · notes: %3</source>
        <translation>Errores: %1 (filas omitidas) · advertencias: %2 · notas: %3</translation>
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
    <name>strata::gui::VariogramMapView</name>
    <message>
        <source>No data</source>
        <translation>Sin datos</translation>
    </message>
    <message>
        <source>lag (%1, %2)
no pairs</source>
        <translation>paso (%1, %2)
sin pares</translation>
    </message>
    <message>
        <source>lag (%1, %2)
γ %3
pairs %4</source>
        <translation>paso (%1, %2)
γ %3
pares %4</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>E</source>
        <translation>E</translation>
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
        <source>Save model</source>
        <translation>Guardar modelo</translation>
    </message>
    <message>
        <source>Variogram models (*.json)</source>
        <translation>Modelos de variograma (*.json)</translation>
    </message>
    <message>
        <source>Save the plot as a PNG image or an SVG drawing</source>
        <translation>Guardar el gráfico como imagen PNG o dibujo SVG</translation>
    </message>
    <message>
        <source>Directions</source>
        <translation>Direcciones</translation>
    </message>
    <message>
        <source>Variogram map</source>
        <translation>Mapa variográfico</translation>
    </message>
    <message>
        <source>Down-hole</source>
        <translation>En sondeo</translation>
    </message>
    <message>
        <source>Variogram of every horizontal lag vector; the model's ellipse on top</source>
        <translation>Variograma de cada vector de paso horizontal; encima, la elipse del modelo</translation>
    </message>
    <message>
        <source>Pairs within one drillhole, lag along the hole: read the nugget here</source>
        <translation>Pares dentro de un mismo sondeo, paso a lo largo del sondeo: aquí se lee la pepita</translation>
    </message>
    <message>
        <source>Lag along the hole:</source>
        <translation>Paso a lo largo del sondeo:</translation>
    </message>
    <message>
        <source>The variogram map needs sample data</source>
        <translation>El mapa variográfico necesita datos de muestras</translation>
    </message>
    <message>
        <source>Computing the variogram map…</source>
        <translation>Calculando el mapa variográfico…</translation>
    </message>
    <message>
        <source>Down-hole variogram</source>
        <translation>Variograma a lo largo del sondeo</translation>
    </message>
</context>
</TS>