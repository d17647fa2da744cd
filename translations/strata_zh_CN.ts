<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="zh_CN">
<context>
    <name>ImportDrillholesDialog</name>
    <message>
        <source>Tables (*.csv *.txt *.tsv);;All files (*)</source>
        <translation>表格 (*.csv *.txt *.tsv);;所有文件 (*)</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>Where is %1 (%2) now?</source>
        <translation>%1（%2）现在在哪里？</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>所有文件 (*)</translation>
    </message>
    <message>
        <source>%1 (%2);;All files (*)</source>
        <translation>%1 (%2);;所有文件 (*)</translation>
    </message>
</context>
<context>
    <name>SurfaceStackChoice</name>
    <message>
        <source>Unit 1</source>
        <translation>单元 1</translation>
    </message>
</context>
<context>
    <name>strata::gui::BackendChooser</name>
    <message>
        <source>no GPU: %1</source>
        <translation>无 GPU：%1</translation>
    </message>
    <message>
        <source>%1 (%2 GB)</source>
        <translation>%1（%2 GB）</translation>
    </message>
    <message>
        <source>Auto (GPU: %1)</source>
        <translation>自动（GPU：%1）</translation>
    </message>
    <message>
        <source>Auto (CPU; %1)</source>
        <translation>自动（CPU；%1）</translation>
    </message>
    <message>
        <source>CPU (all cores)</source>
        <translation>CPU（全部核心）</translation>
    </message>
    <message>
        <source>GPU: %1</source>
        <translation>GPU：%1</translation>
    </message>
    <message>
        <source>Where the job runs. Auto uses the GPU when one is usable and says in the log why not otherwise.</source>
        <translation>任务的运行位置。“自动”在 GPU 可用时使用 GPU，否则在日志中说明原因。</translation>
    </message>
</context>
<context>
    <name>strata::gui::CrossValidationView</name>
    <message>
        <source>Cross-validation: estimate against true value</source>
        <translation>交叉验证：估计值与真实值对比</translation>
    </message>
    <message>
        <source>data</source>
        <translation>数据</translation>
    </message>
    <message>
        <source>1:1</source>
        <translation>1:1</translation>
    </message>
    <message>
        <source>True value</source>
        <translation>真实值</translation>
    </message>
    <message>
        <source>Estimate</source>
        <translation>估计值</translation>
    </message>
    <message>
        <source>Data estimated: %1 (unestimated %2)
Mean error: %3
RMSE: %4
Mean squared deviation ratio: %5
Correlation: %6</source>
        <translation>已估计数据：%1（未估计 %2）
平均误差：%3
RMSE：%4
均方偏差比：%5
相关系数：%6</translation>
    </message>
</context>
<context>
    <name>strata::gui::DataTableView</name>
    <message>
        <source>Filter: text, or in a numeric column a comparison such as &gt; 1.5</source>
        <translation>筛选：文本，或在数值列中输入比较式，如 &gt; 1.5</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>筛选</translation>
    </message>
    <message>
        <source>any column</source>
        <translation>任意列</translation>
    </message>
    <message>
        <source>%1 of %2 rows</source>
        <translation>%1 / %2 行</translation>
    </message>
</context>
<context>
    <name>strata::gui::DataViewDialog</name>
    <message>
        <source>Data: %1 (%2 rows)</source>
        <translation>数据：%1（%2 行）</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>表格</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>统计</translation>
    </message>
</context>
<context>
    <name>strata::gui::DownholeVariogramView</name>
    <message>
        <source>Down-hole variogram</source>
        <translation>沿孔变差函数</translation>
    </message>
    <message>
        <source>Experimental (along holes)</source>
        <translation>实验值（沿孔）</translation>
    </message>
    <message>
        <source>Model nugget</source>
        <translation>模型块金值</translation>
    </message>
    <message>
        <source>Model sill</source>
        <translation>模型基台值</translation>
    </message>
    <message>
        <source>Lag along the hole</source>
        <translation>沿孔滞后距</translation>
    </message>
    <message>
        <source>γ(h)</source>
        <translation>γ(h)</translation>
    </message>
    <message>
        <source>lag %1
γ %2</source>
        <translation>滞后距 %1
γ %2</translation>
    </message>
    <message>
        <source>Down-hole variogram: %1 holes, %2 samples</source>
        <translation>沿孔变差函数：%1 个钻孔，%2 个样品</translation>
    </message>
</context>
<context>
    <name>strata::gui::DrillholeGeometry</name>
    <message>
        <source>Desurveying drillholes</source>
        <translation>正在计算钻孔轨迹</translation>
    </message>
</context>
<context>
    <name>strata::gui::EstimationDialog</name>
    <message>
        <source>Data</source>
        <translation>数据</translation>
    </message>
    <message>
        <source>No data loaded</source>
        <translation>未加载数据</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>数据源</translation>
    </message>
    <message>
        <source>Variable</source>
        <translation>变量</translation>
    </message>
    <message>
        <source>Grid</source>
        <translation>网格</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>The job writes its data and result files here.</source>
        <translation>任务将数据文件和结果文件写入此处。</translation>
    </message>
    <message>
        <source>Measure</source>
        <translation>测量</translation>
    </message>
    <message>
        <source>Runs the job on two small grids from the middle of this one to time a node on this machine.</source>
        <translation>在本网格中部取两个小网格运行任务，测定本机计算一个节点的耗时。</translation>
    </message>
    <message>
        <source>Backend</source>
        <translation>后端</translation>
    </message>
    <message>
        <source>Result name</source>
        <translation>结果名称</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>文件夹</translation>
    </message>
    <message>
        <source>Estimate</source>
        <translation>估计值</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Loading %1...</source>
        <translation>正在加载 %1...</translation>
    </message>
    <message>
        <source>Loading %1</source>
        <translation>正在加载 %1</translation>
    </message>
    <message>
        <source>%L1 data; x %2 to %3, y %4 to %5, z %6 to %7</source>
        <translation>%L1 个数据；x %2 至 %3，y %4 至 %5，z %6 至 %7</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Timing %1</source>
        <translation>正在计时 %1</translation>
    </message>
    <message>
        <source>%L1 nodes, peak memory about %2</source>
        <translation>%L1 个节点，峰值内存约 %2</translation>
    </message>
    <message>
        <source>; time about %1 (%2 µs per node measured on this machine)</source>
        <translation>；耗时约 %1（本机实测每节点 %2 µs）</translation>
    </message>
    <message>
        <source>; press Measure for a time estimate</source>
        <translation>；点击“测量”估算耗时</translation>
    </message>
</context>
<context>
    <name>strata::gui::EstimationJobList</name>
    <message>
        <source>Job</source>
        <translation>任务</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>进度</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>done in %1</source>
        <translation>完成，用时 %1</translation>
    </message>
    <message>
        <source>failed: %1</source>
        <translation>失败：%1</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>queued</source>
        <translation>排队中</translation>
    </message>
    <message>
        <source>running %1 %</source>
        <translation>运行中 %1 %</translation>
    </message>
    <message>
        <source>, about %1 left</source>
        <translation>，约剩 %1</translation>
    </message>
</context>
<context>
    <name>strata::gui::EstimationTools</name>
    <message>
        <source>Result viewer</source>
        <translation>结果查看器</translation>
    </message>
    <message>
        <source>Estimation jobs</source>
        <translation>估值任务</translation>
    </message>
    <message>
        <source>&amp;Estimation</source>
        <translation>估值(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Kriging...</source>
        <translation>克里金(&amp;K)...</translation>
    </message>
    <message>
        <source>Simple, ordinary or universal kriging of a grid, cross-validation, neighbourhood preview</source>
        <translation>网格的简单、普通或泛克里金，交叉验证，邻域预览</translation>
    </message>
    <message>
        <source>Ctrl+K</source>
        <translation>Ctrl+K</translation>
    </message>
    <message>
        <source>&amp;IDW / AIDW...</source>
        <translation>IDW / AIDW(&amp;I)...</translation>
    </message>
    <message>
        <source>&amp;Result viewer</source>
        <translation>结果查看器(&amp;R)</translation>
    </message>
</context>
<context>
    <name>strata::gui::ExportDialog</name>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>The result or data to write</source>
        <translation>要写出的结果或数据</translation>
    </message>
    <message>
        <source>&amp;Data:</source>
        <translation>数据(&amp;D)：</translation>
    </message>
    <message>
        <source>Only the formats that can hold this data are listed</source>
        <translation>仅列出可容纳此数据的格式</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>格式(&amp;F)：</translation>
    </message>
    <message>
        <source>Checked layers are written; formats that hold several layers write them all</source>
        <translation>写出勾选的图层；可容纳多个图层的格式会全部写出</translation>
    </message>
    <message>
        <source>&amp;Layers:</source>
        <translation>图层(&amp;L)：</translation>
    </message>
    <message>
        <source>This format holds one layer</source>
        <translation>此格式只容纳一个图层</translation>
    </message>
    <message>
        <source>La&amp;yer:</source>
        <translation>图层(&amp;Y)：</translation>
    </message>
    <message>
        <source>The horizontal slice of the 3D grid that this 2D format receives (0 = the lowest)</source>
        <translation>此二维格式接收的三维网格水平切片（0 = 最底层）</translation>
    </message>
    <message>
        <source>&amp;Z slice:</source>
        <translation>Z 切片(&amp;Z)：</translation>
    </message>
    <message>
        <source>e.g. EPSG:32750 (empty: no CRS)</source>
        <translation>例如 EPSG:32750（留空：无 CRS）</translation>
    </message>
    <message>
        <source>Coordinate reference system: an EPSG code, WKT or a PROJ string</source>
        <translation>坐标参考系：EPSG 代码、WKT 或 PROJ 字符串</translation>
    </message>
    <message>
        <source>&amp;CRS:</source>
        <translation>CRS(&amp;C)：</translation>
    </message>
    <message>
        <source>Write empty nodes as</source>
        <translation>空节点写为</translation>
    </message>
    <message>
        <source>Unchecked: the format's own default (rasters -9999, GSLIB -999, CSV an empty cell)</source>
        <translation>不勾选：使用格式自身的默认值（栅格 -9999，GSLIB -999，CSV 为空单元格）</translation>
    </message>
    <message>
        <source>&amp;Nodata:</source>
        <translation>无数据值(&amp;N)：</translation>
    </message>
    <message>
        <source>Binary (base64, compact)</source>
        <translation>二进制（base64，紧凑）</translation>
    </message>
    <message>
        <source>ASCII text (readable)</source>
        <translation>ASCII 文本（可读）</translation>
    </message>
    <message>
        <source>How VTK arrays are stored; both keep full precision</source>
        <translation>VTK 数组的存储方式；两者均保持完整精度</translation>
    </message>
    <message>
        <source>VTK &amp;arrays:</source>
        <translation>VTK 数组(&amp;A)：</translation>
    </message>
    <message>
        <source>Surpac location, DXF layer or OBJ object name</source>
        <translation>Surpac 位置、DXF 图层或 OBJ 对象名</translation>
    </message>
    <message>
        <source>&amp;Name in file:</source>
        <translation>文件内名称(&amp;N)：</translation>
    </message>
    <message>
        <source>Interval &amp;table:</source>
        <translation>区间表(&amp;T)：</translation>
    </message>
    <message>
        <source>Length of each composite along the hole</source>
        <translation>沿钻孔的每个组合样长度</translation>
    </message>
    <message>
        <source>Composite &amp;length:</source>
        <translation>组合样长度(&amp;L)：</translation>
    </message>
    <message>
        <source>Spacing of the trace vertices along each hole</source>
        <translation>沿各钻孔的轨迹顶点间距</translation>
    </message>
    <message>
        <source>&amp;Station step:</source>
        <translation>测点步长(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>浏览(&amp;B)…</translation>
    </message>
    <message>
        <source>F&amp;ile:</source>
        <translation>文件(&amp;I)：</translation>
    </message>
    <message>
        <source>Writes:</source>
        <translation>写出：</translation>
    </message>
    <message>
        <source>What was written appears here.</source>
        <translation>写出的内容显示在此处。</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>导出(&amp;E)</translation>
    </message>
    <message>
        <source>Write the file (in the background; the previous file stays intact until it is complete)</source>
        <translation>写出文件（后台进行；完成前原文件保持不变）</translation>
    </message>
    <message>
        <source>Cancel export</source>
        <translation>取消导出</translation>
    </message>
    <message>
        <source>Export %1</source>
        <translation>导出 %1</translation>
    </message>
    <message>
        <source>Choose at least one layer.</source>
        <translation>请至少选择一个图层。</translation>
    </message>
    <message>
        <source>Export %1 as %2</source>
        <translation>将 %1 导出为 %2</translation>
    </message>
    <message>
        <source>The export was cancelled; existing files are unchanged.</source>
        <translation>导出已取消；现有文件未改动。</translation>
    </message>
</context>
<context>
    <name>strata::gui::ExportFormat</name>
    <message>
        <source>Surpac writes a string file (.str) and a DTM (.dtm) beside it; coordinates are written northing (y) before easting (x), as Surpac expects.</source>
        <translation>Surpac 写出线文件（.str）并在旁边写出 DTM（.dtm）；坐标按 Surpac 要求先写北坐标（y）后写东坐标（x）。</translation>
    </message>
    <message>
        <source>Each layer chosen becomes one triangulated surface (z = the layer's value); nodes without a value leave holes. Several layers give one file per layer.</source>
        <translation>每个所选图层生成一个三角网曲面（z = 图层值）；无值节点处留空洞。多个图层时每层一个文件。</translation>
    </message>
    <message>
        <source>GeoTIFF</source>
        <translation>GeoTIFF</translation>
    </message>
    <message>
        <source>Every chosen layer becomes a Float32 band; the CRS is embedded.</source>
        <translation>每个所选图层成为一个 Float32 波段；嵌入 CRS。</translation>
    </message>
    <message>
        <source>Surfer 7 binary grid</source>
        <translation>Surfer 7 二进制网格</translation>
    </message>
    <message>
        <source>One layer; Surfer grids carry no CRS.</source>
        <translation>单个图层；Surfer 网格不带 CRS。</translation>
    </message>
    <message>
        <source>Surfer 6 text grid</source>
        <translation>Surfer 6 文本网格</translation>
    </message>
    <message>
        <source>ESRI ASCII grid</source>
        <translation>ESRI ASCII 网格</translation>
    </message>
    <message>
        <source>One layer, square cells only; the CRS goes into a .prj file beside it.</source>
        <translation>单个图层，仅限正方形单元；CRS 写入旁边的 .prj 文件。</translation>
    </message>
    <message>
        <source>CSV table (x, y[, z], layers)</source>
        <translation>CSV 表格（x, y[, z], 图层）</translation>
    </message>
    <message>
        <source>One row per node, x fastest; empty nodes are empty cells unless a nodata value is set.</source>
        <translation>每个节点一行，x 变化最快；除非设置了无数据值，空节点为空单元格。</translation>
    </message>
    <message>
        <source>Block-model CSV (Datamine, Vulcan)</source>
        <translation>块体模型 CSV（Datamine、Vulcan）</translation>
    </message>
    <message>
        <source>Columns XC, YC, ZC, XINC, YINC, ZINC and the layers; blocks without any value are left out.</source>
        <translation>列 XC、YC、ZC、XINC、YINC、ZINC 及各图层；无任何值的块体不写出。</translation>
    </message>
    <message>
        <source>GSLIB grid file</source>
        <translation>GSLIB 网格文件</translation>
    </message>
    <message>
        <source>GeoEAS file, x fastest; missing values are -999 unless a nodata value is set.</source>
        <translation>GeoEAS 文件，x 变化最快；除非设置了无数据值，缺失值为 -999。</translation>
    </message>
    <message>
        <source>VTK image data</source>
        <translation>VTK 图像数据</translation>
    </message>
    <message>
        <source>Point data at the nodes; ParaView reads it.</source>
        <translation>节点处的点数据；可用 ParaView 读取。</translation>
    </message>
    <message>
        <source>Surpac string + DTM</source>
        <translation>Surpac 线文件 + DTM</translation>
    </message>
    <message>
        <source>DXF 3DFACE</source>
        <translation>DXF 3DFACE</translation>
    </message>
    <message>
        <source>ASCII DXF (R12), one 3DFACE per triangle on the named layer.</source>
        <translation>ASCII DXF（R12），每个三角形在指定图层上写一个 3DFACE。</translation>
    </message>
    <message>
        <source>Wavefront OBJ</source>
        <translation>Wavefront OBJ</translation>
    </message>
    <message>
        <source>VTK poly data surface</source>
        <translation>VTK 多边形数据曲面</translation>
    </message>
    <message>
        <source>Keeps every layer as a per-vertex scalar.</source>
        <translation>每个图层保存为逐顶点标量。</translation>
    </message>
    <message>
        <source>CSV points</source>
        <translation>CSV 点</translation>
    </message>
    <message>
        <source>x, y[, z] and every value column; missing values are empty cells.</source>
        <translation>x, y[, z] 及所有数值列；缺失值为空单元格。</translation>
    </message>
    <message>
        <source>GSLIB / GeoEAS points</source>
        <translation>GSLIB / GeoEAS 点</translation>
    </message>
    <message>
        <source>Missing values are -999 unless a nodata value is set.</source>
        <translation>除非设置了无数据值，缺失值为 -999。</translation>
    </message>
    <message>
        <source>VTK poly data points</source>
        <translation>VTK 多边形数据点</translation>
    </message>
    <message>
        <source>Desurveyed intervals CSV</source>
        <translation>轨迹计算后的区间 CSV</translation>
    </message>
    <message>
        <source>Every interval row with its columns plus XM,YM,ZM (mid-point) and XF,YF,ZF,XT,YT,ZT (ends), desurveyed as in the project.</source>
        <translation>每个区间行及其各列，另加 XM,YM,ZM（中点）和 XF,YF,ZF,XT,YT,ZT（端点），按项目设置计算轨迹。</translation>
    </message>
    <message>
        <source>Composites CSV</source>
        <translation>组合样 CSV</translation>
    </message>
    <message>
        <source>Fixed-length, length-weighted composites; short end pieces are merged into the previous composite.</source>
        <translation>定长、按长度加权的组合样；末端短段并入前一个组合样。</translation>
    </message>
    <message>
        <source>Hole traces, VTK poly data</source>
        <translation>钻孔轨迹，VTK 多边形数据</translation>
    </message>
    <message>
        <source>One polyline per hole, a vertex every station step.</source>
        <translation>每个钻孔一条折线，每个测点步长一个顶点。</translation>
    </message>
    <message>
        <source>Hole traces, Surpac strings</source>
        <translation>钻孔轨迹，Surpac 线文件</translation>
    </message>
    <message>
        <source>One string segment per hole; northing (y) before easting (x), as Surpac expects.</source>
        <translation>每个钻孔一个线段；按 Surpac 要求先写北坐标（y）后写东坐标（x）。</translation>
    </message>
</context>
<context>
    <name>strata::gui::ExportRequest</name>
    <message>
        <source>Writing %1</source>
        <translation>正在写出 %1</translation>
    </message>
    <message>
        <source>%1 nodes</source>
        <translation>%1 个节点</translation>
    </message>
    <message>
        <source>%1 layers</source>
        <translation>%1 个图层</translation>
    </message>
    <message>
        <source>Triangulating %1</source>
        <translation>正在三角剖分 %1</translation>
    </message>
    <message>
        <source>%1 surfaces</source>
        <translation>%1 个曲面</translation>
    </message>
    <message>
        <source>%1 vertices</source>
        <translation>%1 个顶点</translation>
    </message>
    <message>
        <source>%1 triangles</source>
        <translation>%1 个三角形</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 个点</translation>
    </message>
    <message>
        <source>%1 value columns</source>
        <translation>%1 个数值列</translation>
    </message>
    <message>
        <source>%1 rows</source>
        <translation>%1 行</translation>
    </message>
    <message>
        <source>table %1</source>
        <translation>表 %1</translation>
    </message>
    <message>
        <source>Desurveying the holes</source>
        <translation>正在计算钻孔轨迹</translation>
    </message>
    <message>
        <source>%1 holes</source>
        <translation>%1 个钻孔</translation>
    </message>
    <message>
        <source>Export finished</source>
        <translation>导出完成</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt; written in %2 ms: %3&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt; 已写出，用时 %2 ms：%3&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Exported %1: %2; %3</source>
        <translation>已导出 %1：%2；%3</translation>
    </message>
</context>
<context>
    <name>strata::gui::ExportSource</name>
    <message>
        <source>3D grid, %1 × %2 × %3 nodes</source>
        <translation>三维网格，%1 × %2 × %3 个节点</translation>
    </message>
    <message>
        <source>2D grid, %1 × %2 nodes</source>
        <translation>二维网格，%1 × %2 个节点</translation>
    </message>
    <message>
        <source>%1 surfaces</source>
        <translation>%1 个曲面</translation>
    </message>
    <message>
        <source>%1 layers</source>
        <translation>%1 个图层</translation>
    </message>
    <message>
        <source>%1 points, %2 value columns</source>
        <translation>%1 个点，%2 个数值列</translation>
    </message>
    <message>
        <source>%1 drillholes, %2 interval tables</source>
        <translation>%1 个钻孔，%2 个区间表</translation>
    </message>
</context>
<context>
    <name>strata::gui::ExportTools</name>
    <message>
        <source>&amp;Export…</source>
        <translation>导出(&amp;E)…</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>Write a result or the drillholes for GIS and mine-planning software (GeoTIFF, Surfer, ESRI, CSV, GSLIB, VTK, Surpac, DXF, OBJ)</source>
        <translation>为 GIS 和采矿设计软件写出结果或钻孔（GeoTIFF、Surfer、ESRI、CSV、GSLIB、VTK、Surpac、DXF、OBJ）</translation>
    </message>
    <message>
        <source>Save &amp;picture of the active panel…</source>
        <translation>保存当前面板图片(&amp;P)…</translation>
    </message>
    <message>
        <source>Ctrl+Alt+P</source>
        <translation>Ctrl+Alt+P</translation>
    </message>
    <message>
        <source>Save the chart, map or view that has the keyboard focus as a PNG image or an SVG drawing</source>
        <translation>将具有键盘焦点的图表、地图或视图保存为 PNG 图像或 SVG 图形</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>There is nothing to export yet: open a project or run an estimation first.</source>
        <translation>暂无可导出内容：请先打开项目或运行估值。</translation>
    </message>
    <message>
        <source>view</source>
        <translation>视图</translation>
    </message>
</context>
<context>
    <name>strata::gui::GridMapView</name>
    <message>
        <source>No grid</source>
        <translation>无网格</translation>
    </message>
</context>
<context>
    <name>strata::gui::GridSpecEditor</name>
    <message>
        <source>Nodes</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>Origin (first node centre)</source>
        <translation>原点（首个节点中心）</translation>
    </message>
    <message>
        <source>Cell size</source>
        <translation>单元尺寸</translation>
    </message>
    <message>
        <source>3-D grid</source>
        <translation>三维网格</translation>
    </message>
    <message>
        <source>A 3-D block model; unticked, a 2-D grid of x, y (the data's z is ignored).</source>
        <translation>三维块体模型；不勾选时为 x、y 二维网格（忽略数据的 z）。</translation>
    </message>
    <message>
        <source>About this many nodes along the longest side of the data's extent.</source>
        <translation>数据范围最长边上的大致节点数。</translation>
    </message>
    <message>
        <source>From data extent</source>
        <translation>按数据范围</translation>
    </message>
    <message>
        <source>A grid covering the data, cell sizes and origin snapped to round numbers.</source>
        <translation>覆盖数据的网格，单元尺寸和原点取整。</translation>
    </message>
    <message>
        <source>Nodes along the longest side</source>
        <translation>最长边节点数</translation>
    </message>
    <message>
        <source>%L1 nodes: x %2 to %3, y %4 to %5</source>
        <translation>%L1 个节点：x %2 至 %3，y %4 至 %5</translation>
    </message>
</context>
<context>
    <name>strata::gui::IdwDialog</name>
    <message>
        <source>Inverse distance weighting</source>
        <translation>反距离加权</translation>
    </message>
    <message>
        <source>IDW (one power)</source>
        <translation>IDW（单一幂次）</translation>
    </message>
    <message>
        <source>AIDW (power from the local data density)</source>
        <translation>AIDW（幂次由局部数据密度确定）</translation>
    </message>
    <message>
        <source>The K nearest data; 0: every datum (within the radius, if any).</source>
        <translation>最近的 K 个数据；0：全部数据（若设有半径则限于半径内）。</translation>
    </message>
    <message>
        <source>Only data inside the search ellipsoid of this major semi-axis; 0: unlimited.</source>
        <translation>仅使用此长半轴搜索椭球内的数据；0：不限。</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>幂次</translation>
    </message>
    <message>
        <source>Nearest data</source>
        <translation>最近数据数</translation>
    </message>
    <message>
        <source>Search radius</source>
        <translation>搜索半径</translation>
    </message>
    <message>
        <source>Anisotropy azimuth</source>
        <translation>各向异性方位角</translation>
    </message>
    <message>
        <source>Minor / major ratio</source>
        <translation>次/主轴比</translation>
    </message>
    <message>
        <source>Neighbours whose mean distance measures the local density.</source>
        <translation>用其平均距离衡量局部密度的邻点数。</translation>
    </message>
    <message>
        <source>The five power levels a1..a5.</source>
        <translation>五个幂次等级 a1..a5。</translation>
    </message>
    <message>
        <source>Data weighted per target; 0: every datum (as the published method).</source>
        <translation>每个目标点加权的数据数；0：全部数据（与原文献方法一致）。</translation>
    </message>
    <message>
        <source>k</source>
        <translation>k</translation>
    </message>
    <message>
        <source>Power levels</source>
        <translation>幂次等级</translation>
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
        <translation>加权数据数</translation>
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
        <translation>导入钻孔</translation>
    </message>
    <message>
        <source>Collar table</source>
        <translation>孔口表</translation>
    </message>
    <message>
        <source>Survey table</source>
        <translation>测斜表</translation>
    </message>
    <message>
        <source>required: hole id, X, Y, Z (and depth)</source>
        <translation>必填：钻孔编号、X、Y、Z（以及孔深）</translation>
    </message>
    <message>
        <source>optional: without it every hole is vertical</source>
        <translation>可选：若不提供，所有钻孔视为垂直</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>添加…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Interval tables</source>
        <translation>区间表</translation>
    </message>
    <message>
        <source>Guess from the data (sign of most dips)</source>
        <translation>根据数据推断（按多数倾角的符号）</translation>
    </message>
    <message>
        <source>Negative dips point down (-90 = vertical down)</source>
        <translation>负倾角向下（-90 = 垂直向下）</translation>
    </message>
    <message>
        <source>Positive dips point down (90 = vertical down)</source>
        <translation>正倾角向下（90 = 垂直向下）</translation>
    </message>
    <message>
        <source>Minimum curvature</source>
        <translation>最小曲率法</translation>
    </message>
    <message>
        <source>Balanced tangent</source>
        <translation>平衡正切法</translation>
    </message>
    <message>
        <source>Tangent</source>
        <translation>正切法</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>Collars:</source>
        <translation>孔口：</translation>
    </message>
    <message>
        <source>Survey:</source>
        <translation>测斜：</translation>
    </message>
    <message>
        <source>Intervals:</source>
        <translation>区间：</translation>
    </message>
    <message>
        <source>Dips:</source>
        <translation>倾角：</translation>
    </message>
    <message>
        <source>Desurvey:</source>
        <translation>轨迹计算：</translation>
    </message>
    <message>
        <source>Hole id</source>
        <translation>钻孔编号</translation>
    </message>
    <message>
        <source>X (east)</source>
        <translation>X（东）</translation>
    </message>
    <message>
        <source>Y (north)</source>
        <translation>Y（北）</translation>
    </message>
    <message>
        <source>Z (elevation)</source>
        <translation>Z（高程）</translation>
    </message>
    <message>
        <source>Hole depth</source>
        <translation>孔深</translation>
    </message>
    <message>
        <source>Survey depth</source>
        <translation>测点深度</translation>
    </message>
    <message>
        <source>Azimuth</source>
        <translation>方位角</translation>
    </message>
    <message>
        <source>Dip</source>
        <translation>倾角</translation>
    </message>
    <message>
        <source>From</source>
        <translation>起</translation>
    </message>
    <message>
        <source>To</source>
        <translation>止</translation>
    </message>
    <message>
        <source>Check and import</source>
        <translation>检查并导入</translation>
    </message>
    <message>
        <source>Read the tables, list the problems found, then import</source>
        <translation>读取表格，列出发现的问题，然后导入</translation>
    </message>
    <message>
        <source>Continue with the valid rows</source>
        <translation>继续导入有效行</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>返回</translation>
    </message>
    <message>
        <source>Columns (empty: recognised by the usual names)</source>
        <translation>列（留空：按常用名称识别）</translation>
    </message>
    <message>
        <source>Preview (first rows as they will be read)</source>
        <translation>预览（按读取方式显示的前几行）</translation>
    </message>
    <message>
        <source>Choose a collar table to see its first rows.</source>
        <translation>选择孔口表以查看其前几行。</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>tab</source>
        <translation>制表符</translation>
    </message>
    <message>
        <source>blanks</source>
        <translation>空白</translation>
    </message>
    <message>
        <source>Delimiter: %1 · header: %2 · columns: %3%4</source>
        <translation>分隔符：%1 · 表头：%2 · 列：%3%4</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source> · problems in these rows: %1</source>
        <translation> · 以下行有问题：%1</translation>
    </message>
    <message>
        <source>No survey table: every hole is vertical (unless the collar table says otherwise).</source>
        <translation>无测斜表：所有钻孔均为垂直（除非孔口表另有说明）。</translation>
    </message>
    <message>
        <source>No dip column found in %1: choose it under Columns.</source>
        <translation>%1 中未找到倾角列：请在“列”中选择。</translation>
    </message>
    <message>
        <source>Guess from the first %1 survey rows: %2 negative and %3 positive dips, so %4.</source>
        <translation>根据前 %1 条测斜记录推断：%2 个负倾角、%3 个正倾角，因此%4。</translation>
    </message>
    <message>
        <source>negative dips point down</source>
        <translation>负倾角向下</translation>
    </message>
    <message>
        <source>positive dips point down</source>
        <translation>正倾角向下</translation>
    </message>
    <message>
        <source>Your choice differs from the guess.</source>
        <translation>您的选择与推断结果不同。</translation>
    </message>
    <message>
        <source>Check drillhole tables</source>
        <translation>检查钻孔表</translation>
    </message>
    <message>
        <source>The tables were read with problems. Rows with errors were left out; %1 holes remain. Continue with the valid rows, go back to change the choices, or cancel.</source>
        <translation>读取表格时发现问题。有错误的行已略去；剩余 %1 个钻孔。可继续导入有效行、返回修改选项或取消。</translation>
    </message>
</context>
<context>
    <name>strata::gui::ImportPointsDialog</name>
    <message>
        <source>2-D points (ignore any Z column)</source>
        <translation>二维点（忽略 Z 列）</translation>
    </message>
    <message>
        <source>Import points</source>
        <translation>导入点</translation>
    </message>
    <message>
        <source>Recognise (GSLIB or delimited text)</source>
        <translation>自动识别（GSLIB 或分隔文本）</translation>
    </message>
    <message>
        <source>Delimited text (CSV, TSV, XYZ)</source>
        <translation>分隔文本（CSV、TSV、XYZ）</translation>
    </message>
    <message>
        <source>GSLIB / GeoEAS</source>
        <translation>GSLIB / GeoEAS</translation>
    </message>
    <message>
        <source>GDAL vector (Shapefile, GeoPackage, …)</source>
        <translation>GDAL 矢量（Shapefile、GeoPackage、…）</translation>
    </message>
    <message>
        <source>Detect</source>
        <translation>自动检测</translation>
    </message>
    <message>
        <source>Comma</source>
        <translation>逗号</translation>
    </message>
    <message>
        <source>Semicolon</source>
        <translation>分号</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>制表符</translation>
    </message>
    <message>
        <source>Blanks</source>
        <translation>空白</translation>
    </message>
    <message>
        <source>First row is a header</source>
        <translation>首行为表头</translation>
    </message>
    <message>
        <source>No header</source>
        <translation>无表头</translation>
    </message>
    <message>
        <source>Point (1.5)</source>
        <translation>点号（1.5）</translation>
    </message>
    <message>
        <source>Comma (1,5)</source>
        <translation>逗号（1,5）</translation>
    </message>
    <message>
        <source>Cells read as missing besides blank ones, separated by commas</source>
        <translation>除空白外视为缺失值的单元格内容，以逗号分隔</translation>
    </message>
    <message>
        <source>Value columns to read; none checked: every numeric column</source>
        <translation>要读取的数值列；未勾选时读取全部数值列</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>Point file</source>
        <translation>点文件</translation>
    </message>
    <message>
        <source>Point files (*.csv *.txt *.xyz *.dat *.gslib *.tsv *.shp *.gpkg *.geojson);;All files (*)</source>
        <translation>点文件 (*.csv *.txt *.xyz *.dat *.gslib *.tsv *.shp *.gpkg *.geojson);;所有文件 (*)</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>文件：</translation>
    </message>
    <message>
        <source>Name in the project:</source>
        <translation>项目中的名称：</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>格式：</translation>
    </message>
    <message>
        <source>GDAL layer:</source>
        <translation>GDAL 图层：</translation>
    </message>
    <message>
        <source>Delimiter</source>
        <translation>分隔符</translation>
    </message>
    <message>
        <source>Header</source>
        <translation>表头</translation>
    </message>
    <message>
        <source>Decimal</source>
        <translation>小数点</translation>
    </message>
    <message>
        <source>Skip lines</source>
        <translation>跳过行数</translation>
    </message>
    <message>
        <source>Reading:</source>
        <translation>读取：</translation>
    </message>
    <message>
        <source>Missing values:</source>
        <translation>缺失值：</translation>
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
        <translation>坐标：</translation>
    </message>
    <message>
        <source>Values:</source>
        <translation>数值：</translation>
    </message>
    <message>
        <source>Preview (first rows as they will be read)</source>
        <translation>预览（按读取方式显示的前几行）</translation>
    </message>
    <message>
        <source>Choose a point file.</source>
        <translation>请选择点文件。</translation>
    </message>
    <message>
        <source>GDAL vector source: the attributes are read as they are; numeric ones become values.</source>
        <translation>GDAL 矢量数据源：属性按原样读取；数值属性作为数值。</translation>
    </message>
    <message>
        <source>Format: %1 · header: %2 · columns: %3%4</source>
        <translation>格式：%1 · 表头：%2 · 列：%3%4</translation>
    </message>
    <message>
        <source>GSLIB</source>
        <translation>GSLIB</translation>
    </message>
    <message>
        <source>delimited by '%1'</source>
        <translation>以“%1”分隔</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source> · problems in these rows: %1</source>
        <translation> · 以下行有问题：%1</translation>
    </message>
</context>
<context>
    <name>strata::gui::JobRunner</name>
    <message>
        <source>%1: result %2</source>
        <translation>%1：结果 %2</translation>
    </message>
    <message>
        <source>%1: started</source>
        <translation>%1：已开始</translation>
    </message>
    <message>
        <source>%1: finished in %2 s</source>
        <translation>%1：完成，用时 %2 秒</translation>
    </message>
    <message>
        <source>%1: cancelled (stopped %2 ms after the request)</source>
        <translation>%1：已取消（请求后 %2 毫秒停止）</translation>
    </message>
    <message>
        <source>%1: failed: %2</source>
        <translation>%1：失败：%2</translation>
    </message>
    <message>
        <source>Job failed</source>
        <translation>任务失败</translation>
    </message>
    <message>
        <source>%1 failed.</source>
        <translation>%1 失败。</translation>
    </message>
</context>
<context>
    <name>strata::gui::KrigingDialog</name>
    <message>
        <source>Kriging</source>
        <translation>克里金</translation>
    </message>
    <message>
        <source>Cross-validate</source>
        <translation>交叉验证</translation>
    </message>
    <message>
        <source>Leave-one-out: every datum estimated from the others with this setup.</source>
        <translation>留一法：用此设置由其余数据估计每个数据。</translation>
    </message>
    <message>
        <source>Preview at grid centre</source>
        <translation>网格中心预览</translation>
    </message>
    <message>
        <source>The data the engine uses at the middle node and their weights; click a node in a result view to preview another.</source>
        <translation>引擎在中间节点使用的数据及其权重；在结果视图中点击节点可预览其他节点。</translation>
    </message>
    <message>
        <source>Ordinary (unknown constant mean)</source>
        <translation>普通克里金（未知常数均值）</translation>
    </message>
    <message>
        <source>Simple (known mean)</source>
        <translation>简单克里金（已知均值）</translation>
    </message>
    <message>
        <source>Universal (polynomial drift)</source>
        <translation>泛克里金（多项式漂移）</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>均值</translation>
    </message>
    <message>
        <source>Drift terms</source>
        <translation>漂移项</translation>
    </message>
    <message>
        <source>Nugget plus structures, e.g. "0.1 nug + 0.9 sph(120, 60, 10; 30, 0, 0)": ranges major, minor, vertical; angles azimuth, dip, rake (GSLIB).</source>
        <translation>块金加结构，如 "0.1 nug + 0.9 sph(120, 60, 10; 30, 0, 0)"：变程依次为主、次、垂向；角度依次为方位角、倾角、侧伏角（GSLIB）。</translation>
    </message>
    <message>
        <source>From variogram panel</source>
        <translation>取自变差函数面板</translation>
    </message>
    <message>
        <source>Variogram model</source>
        <translation>变差函数模型</translation>
    </message>
    <message>
        <source>Global (all data in one system)</source>
        <translation>全局（所有数据一个方程组）</translation>
    </message>
    <message>
        <source>Neighbourhood</source>
        <translation>邻域</translation>
    </message>
    <message>
        <source>Major</source>
        <translation>主轴</translation>
    </message>
    <message>
        <source>Minor</source>
        <translation>次轴</translation>
    </message>
    <message>
        <source>Vertical</source>
        <translation>垂向</translation>
    </message>
    <message>
        <source>Azimuth</source>
        <translation>方位角</translation>
    </message>
    <message>
        <source>Dip</source>
        <translation>倾角</translation>
    </message>
    <message>
        <source>Rake</source>
        <translation>侧伏角</translation>
    </message>
    <message>
        <source>0: the major radius</source>
        <translation>0：同主轴半径</translation>
    </message>
    <message>
        <source>0: the minor radius</source>
        <translation>0：同次轴半径</translation>
    </message>
    <message>
        <source>Search ellipsoid</source>
        <translation>搜索椭球</translation>
    </message>
    <message>
        <source>At most this many data per octant; 0: no octant limit.</source>
        <translation>每个卦限最多使用的数据数；0：不限卦限。</translation>
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
        <translation>每卦限</translation>
    </message>
    <message>
        <source>Data per node</source>
        <translation>每节点数据数</translation>
    </message>
    <message>
        <source>(1 1 1: point kriging; blocks are the grid cells)</source>
        <translation>（1 1 1：点克里金；块体即网格单元）</translation>
    </message>
    <message>
        <source>Block discretisation</source>
        <translation>块体离散化</translation>
    </message>
    <message>
        <source>The variogram panel has no model yet (Tools &gt; Variogram fitting).</source>
        <translation>变差函数面板尚无模型（工具 &gt; 变差函数拟合）。</translation>
    </message>
    <message>
        <source>Simple kriging</source>
        <translation>简单克里金</translation>
    </message>
    <message>
        <source>Universal kriging</source>
        <translation>泛克里金</translation>
    </message>
    <message>
        <source>Ordinary kriging</source>
        <translation>普通克里金</translation>
    </message>
    <message>
        <source>Cross-validation: %1</source>
        <translation>交叉验证：%1</translation>
    </message>
    <message>
        <source>Neighbourhood preview</source>
        <translation>邻域预览</translation>
    </message>
</context>
<context>
    <name>strata::gui::Language</name>
    <message>
        <source>System language</source>
        <translation>系统语言</translation>
    </message>
</context>
<context>
    <name>strata::gui::LogDock</name>
    <message>
        <source>Log</source>
        <translation>日志</translation>
    </message>
    <message>
        <source>Warning: </source>
        <translation>警告：</translation>
    </message>
    <message>
        <source>Error: </source>
        <translation>错误：</translation>
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
        <translation>就绪</translation>
    </message>
    <message>
        <source>&amp;Open project…</source>
        <translation>打开项目(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Import drillholes…</source>
        <translation>导入钻孔(&amp;I)…</translation>
    </message>
    <message>
        <source>Ctrl+I</source>
        <translation>Ctrl+I</translation>
    </message>
    <message>
        <source>Save &amp;screenshot…</source>
        <translation>保存截图(&amp;S)…</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>设置(&amp;T)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Reset camera</source>
        <translation>重置相机(&amp;R)</translation>
    </message>
    <message>
        <source>Ctrl+R</source>
        <translation>Ctrl+R</translation>
    </message>
    <message>
        <source>Look at all data from the south-south-west</source>
        <translation>从南西南方向查看全部数据</translation>
    </message>
    <message>
        <source>Orientation &amp;axes</source>
        <translation>方向坐标轴(&amp;A)</translation>
    </message>
    <message>
        <source>Colour &amp;legend</source>
        <translation>颜色图例(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Run job file…</source>
        <translation>运行任务文件(&amp;R)…</translation>
    </message>
    <message>
        <source>Run a job saved as JSON (as strata-cli run does)</source>
        <translation>运行以 JSON 保存的任务（与 strata-cli run 相同）</translation>
    </message>
    <message>
        <source>&amp;Cancel all jobs</source>
        <translation>取消所有任务(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;User guide</source>
        <translation>用户指南(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;About Strata</source>
        <translation>关于 Strata(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Vertical exaggeration</source>
        <translation>垂直放大(&amp;V)</translation>
    </message>
    <message>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message>
        <source>&amp;Jobs</source>
        <translation>任务(&amp;J)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>View</source>
        <translation>视图</translation>
    </message>
    <message>
        <source>Vertical exaggeration:</source>
        <translation>垂直放大：</translation>
    </message>
    <message>
        <source>×</source>
        <translation>×</translation>
    </message>
    <message>
        <source>Stretches elevations about the middle of the data</source>
        <translation>以数据中部为基准拉伸高程</translation>
    </message>
    <message>
        <source>Open project</source>
        <translation>打开项目</translation>
    </message>
    <message>
        <source>Strata projects (*.strata);;All files (*)</source>
        <translation>Strata 项目 (*.strata);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Open project %1</source>
        <translation>打开项目 %1</translation>
    </message>
    <message>
        <source>The project could not be opened</source>
        <translation>无法打开项目</translation>
    </message>
    <message>
        <source>Project opened</source>
        <translation>项目已打开</translation>
    </message>
    <message>
        <source>No recent projects</source>
        <translation>没有最近的项目</translation>
    </message>
    <message>
        <source>Sample project (laterite drillholes)</source>
        <translation>示例项目（红土型钻孔）</translation>
    </message>
    <message>
        <source>Clear the list</source>
        <translation>清空列表</translation>
    </message>
    <message>
        <source>No job is running</source>
        <translation>没有正在运行的任务</translation>
    </message>
    <message>
        <source>Cancel “%1” (%2%)</source>
        <translation>取消“%1”（%2%）</translation>
    </message>
    <message>
        <source>Run job file</source>
        <translation>运行任务文件</translation>
    </message>
    <message>
        <source>Jobs (*.json);;All files (*)</source>
        <translation>任务 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Could not save the screenshot to %1</source>
        <translation>无法将截图保存到 %1</translation>
    </message>
    <message>
        <source>Screenshot saved to %1 (%2 × %3 pixels)</source>
        <translation>截图已保存到 %1（%2 × %3 像素）</translation>
    </message>
    <message>
        <source>Save screenshot</source>
        <translation>保存截图</translation>
    </message>
    <message>
        <source>PNG images (*.png);;JPEG images (*.jpg)</source>
        <translation>PNG 图像 (*.png);;JPEG 图像 (*.jpg)</translation>
    </message>
    <message>
        <source>The new language takes effect when Strata starts again</source>
        <translation>新语言将在下次启动 Strata 时生效</translation>
    </message>
    <message>
        <source>&lt;h2&gt;The 3D view&lt;/h2&gt;&lt;table cellpadding=3&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Left drag&lt;/b&gt;&lt;/td&gt;&lt;td&gt;rotate about the focal point&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Shift + left drag&lt;/b&gt; or &lt;b&gt;middle drag&lt;/b&gt;&lt;/td&gt;&lt;td&gt;pan&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Right drag&lt;/b&gt; or &lt;b&gt;wheel&lt;/b&gt;&lt;/td&gt;&lt;td&gt;zoom&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl + left drag&lt;/b&gt;&lt;/td&gt;&lt;td&gt;spin about the viewing direction&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+R&lt;/b&gt;&lt;/td&gt;&lt;td&gt;reset the camera to see all data&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;&lt;p&gt;Vertical exaggeration (toolbar or View menu) stretches elevations about the middle of the data; it changes only the picture, never the data.&lt;/p&gt;&lt;h2&gt;Projects&lt;/h2&gt;&lt;p&gt;A project file (&lt;i&gt;.strata&lt;/i&gt;) names its drillhole tables with paths relative to itself. &lt;b&gt;File &amp;gt; Import drillholes&lt;/b&gt; reads collar, survey and interval tables directly. Problems found while reading (missing collars, overlapping intervals, ...) are listed in the log and in the project tree; bad rows are left out and the rest is shown.&lt;/p&gt;&lt;h2&gt;Jobs&lt;/h2&gt;&lt;p&gt;Long work runs in the background. The status bar shows its progress after a moment; &lt;b&gt;Cancel&lt;/b&gt; stops it within a fraction of a second. &lt;b&gt;Jobs &amp;gt; Run job file&lt;/b&gt; runs a job saved as JSON, the same file that &lt;i&gt;strata-cli run&lt;/i&gt; takes.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;三维视图&lt;/h2&gt;&lt;table cellpadding=3&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;左键拖动&lt;/b&gt;&lt;/td&gt;&lt;td&gt;绕焦点旋转&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Shift + 左键拖动&lt;/b&gt;或&lt;b&gt;中键拖动&lt;/b&gt;&lt;/td&gt;&lt;td&gt;平移&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;右键拖动&lt;/b&gt;或&lt;b&gt;滚轮&lt;/b&gt;&lt;/td&gt;&lt;td&gt;缩放&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl + 左键拖动&lt;/b&gt;&lt;/td&gt;&lt;td&gt;绕视线方向旋转&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+R&lt;/b&gt;&lt;/td&gt;&lt;td&gt;重置相机以查看全部数据&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;&lt;p&gt;垂直放大（工具栏或“视图”菜单）以数据中部为基准拉伸高程；它只改变显示，从不改变数据。&lt;/p&gt;&lt;h2&gt;项目&lt;/h2&gt;&lt;p&gt;项目文件（&lt;i&gt;.strata&lt;/i&gt;）以相对于自身的路径指定钻孔表。&lt;b&gt;文件 &amp;gt; 导入钻孔&lt;/b&gt;直接读取孔口表、测斜表和区间表。读取时发现的问题（缺少孔口、区间重叠等）会列在日志和项目树中；错误的行会被跳过，其余数据照常显示。&lt;/p&gt;&lt;h2&gt;任务&lt;/h2&gt;&lt;p&gt;耗时的工作在后台运行。稍等片刻，状态栏会显示其进度；&lt;b&gt;取消&lt;/b&gt;可在不到一秒内停止任务。&lt;b&gt;任务 &amp;gt; 运行任务文件&lt;/b&gt;运行以 JSON 保存的任务，即 &lt;i&gt;strata-cli run&lt;/i&gt; 所用的同一文件。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>GPU: %1</source>
        <translation>GPU：%1</translation>
    </message>
    <message>
        <source>GPU: not used (%1)</source>
        <translation>GPU：未使用（%1）</translation>
    </message>
    <message>
        <source>About Strata</source>
        <translation>关于 Strata</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Strata %1&lt;/h3&gt;&lt;p&gt;Geostatistics workbench for mining geologists: drillholes, variograms, kriging and inverse distance on the CPU and on CUDA GPUs.&lt;/p&gt;&lt;p&gt;%2&lt;br&gt;Qt %3, VTK %4&lt;/p&gt;&lt;p&gt;Sample data: nickel laterite drillholes from the GeoDataViz project (ghoziankarami/GeoDataViz, MIT licence).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Strata %1&lt;/h3&gt;&lt;p&gt;面向矿山地质人员的地质统计工作台：钻孔、变差函数、克里金与反距离加权插值，可在 CPU 和 CUDA GPU 上运行。&lt;/p&gt;&lt;p&gt;%2&lt;br&gt;Qt %3，VTK %4&lt;/p&gt;&lt;p&gt;示例数据：来自 GeoDataViz 项目的镍红土矿钻孔（ghoziankarami/GeoDataViz，MIT 许可证）。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>%1: drillholes: %2, intervals drawn: %3</source>
        <translation>%1：钻孔 %2 个，已绘制区间 %3 个</translation>
    </message>
    <message>
        <source>Intervals of holes without a collar (not drawn): %1</source>
        <translation>无孔口钻孔的区间（未绘制）：%1</translation>
    </message>
    <message>
        <source>Further reading problems: %1 (the project tree lists them all)</source>
        <translation>其他读取问题：%1 个（项目树中列出全部）</translation>
    </message>
    <message>
        <source>First frame with data rendered %1 ms after launch (project job %2 ms; from its result to the frame %3 ms)</source>
        <translation>启动后 %1 毫秒绘制出第一帧数据（项目任务 %2 毫秒；从其结果到该帧 %3 毫秒）</translation>
    </message>
    <message>
        <source>&amp;Variogram fitting…</source>
        <translation>变差函数拟合(&amp;V)…</translation>
    </message>
    <message>
        <source>Experimental variogram of a numeric column and its model</source>
        <translation>数值列的实验变差函数及其模型</translation>
    </message>
    <message>
        <source>Variogram fitting</source>
        <translation>变差函数拟合</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>工具(&amp;T)</translation>
    </message>
    <message>
        <source>Open a project with numeric interval columns (assays, say) first.</source>
        <translation>请先打开包含数值区间列（例如化验数据）的项目。</translation>
    </message>
    <message>
        <source>Variable (interval mid-points):</source>
        <translation>变量（区间中点）：</translation>
    </message>
    <message>
        <source>Variogram samples of %1</source>
        <translation>%1 的变差函数样本</translation>
    </message>
    <message>
        <source>%1: %2 samples</source>
        <translation>%1：%2 个样本</translation>
    </message>
    <message>
        <source>Recover project</source>
        <translation>恢复项目</translation>
    </message>
    <message>
        <source>Open a Strata project (*.strata)</source>
        <translation>打开 Strata 项目 (*.strata)</translation>
    </message>
    <message>
        <source>Read collar, survey and interval tables into a new project</source>
        <translation>将孔口、测斜和区间表读入新项目</translation>
    </message>
    <message>
        <source>Ctrl+Shift+P</source>
        <translation>Ctrl+Shift+P</translation>
    </message>
    <message>
        <source>Save the 3D view as a PNG or JPEG image</source>
        <translation>将三维视图保存为 PNG 或 JPEG 图像</translation>
    </message>
    <message>
        <source>Ctrl+,</source>
        <translation>Ctrl+,</translation>
    </message>
    <message>
        <source>Language and the compute backend (CPU or GPU)</source>
        <translation>语言和计算后端（CPU 或 GPU）</translation>
    </message>
    <message>
        <source>Close Strata; running jobs are cancelled</source>
        <translation>关闭 Strata；正在运行的任务将被取消</translation>
    </message>
    <message>
        <source>Ctrl+Shift+A</source>
        <translation>Ctrl+Shift+A</translation>
    </message>
    <message>
        <source>Show the north / east / up arrows in the corner of the 3D view</source>
        <translation>在三维视图角落显示北 / 东 / 上方向箭头</translation>
    </message>
    <message>
        <source>Ctrl+Shift+L</source>
        <translation>Ctrl+Shift+L</translation>
    </message>
    <message>
        <source>Show the colour legend of the drillhole intervals</source>
        <translation>显示钻孔区间的颜色图例</translation>
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
        <translation>停止所有正在运行的任务；正在写出的文件保持原状</translation>
    </message>
    <message>
        <source>The user guide: views, projects, jobs, file formats</source>
        <translation>用户指南：视图、项目、任务、文件格式</translation>
    </message>
    <message>
        <source>Ctrl+Shift+V</source>
        <translation>Ctrl+Shift+V</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <source>Ctrl+/</source>
        <translation>Ctrl+/</translation>
    </message>
    <message>
        <source>Drillholes</source>
        <translation>钻孔</translation>
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
        <translation>孔口</translation>
    </message>
    <message>
        <source>observed</source>
        <translation>观测</translation>
    </message>
    <message>
        <source>pinch-out</source>
        <translation>尖灭</translation>
    </message>
    <message>
        <source>below hole end</source>
        <translation>低于孔底</translation>
    </message>
    <message>
        <source>Hole</source>
        <translation>钻孔</translation>
    </message>
    <message>
        <source>Surface</source>
        <translation>曲面</translation>
    </message>
    <message>
        <source>Pick</source>
        <translation>拾取</translation>
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
        <translation>接触面 z</translation>
    </message>
    <message>
        <source>Model z</source>
        <translation>模型 z</translation>
    </message>
    <message>
        <source>Misfit</source>
        <translation>偏差</translation>
    </message>
    <message>
        <source>Grid misfit</source>
        <translation>网格偏差</translation>
    </message>
</context>
<context>
    <name>strata::gui::PlotExport</name>
    <message>
        <source>There is no view to save.</source>
        <translation>没有可保存的视图。</translation>
    </message>
    <message>
        <source>Could not write the image %1.</source>
        <translation>无法写入图像 %1。</translation>
    </message>
    <message>
        <source>This view is drawn with OpenGL and can only be saved as a raster image (PNG).</source>
        <translation>此视图使用 OpenGL 绘制，只能保存为栅格图像（PNG）。</translation>
    </message>
    <message>
        <source>Drawn by Strata</source>
        <translation>由 Strata 绘制</translation>
    </message>
    <message>
        <source>Could not write the drawing %1.</source>
        <translation>无法写入图形 %1。</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>SVG 图形 (*.svg)</translation>
    </message>
    <message>
        <source>Save plot</source>
        <translation>保存图表</translation>
    </message>
</context>
<context>
    <name>strata::gui::ProjectLoader</name>
    <message>
        <source>Reading the project file</source>
        <translation>正在读取项目文件</translation>
    </message>
    <message>
        <source>Reading drillhole tables</source>
        <translation>正在读取钻孔表</translation>
    </message>
    <message>
        <source>Reading point files</source>
        <translation>正在读取点文件</translation>
    </message>
</context>
<context>
    <name>strata::gui::ProjectSession</name>
    <message>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <source>The project has no file yet: use Save As.</source>
        <translation>项目尚无文件：请使用“另存为”。</translation>
    </message>
</context>
<context>
    <name>strata::gui::ProjectTreeDock</name>
    <message>
        <source>Project</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>No project open</source>
        <translation>未打开项目</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>描述</translation>
    </message>
    <message>
        <source>Holes</source>
        <translation>钻孔数</translation>
    </message>
    <message>
        <source>Survey stations</source>
        <translation>测斜点</translation>
    </message>
    <message>
        <source>Dip convention of the survey file</source>
        <translation>测斜文件的倾角约定</translation>
    </message>
    <message>
        <source>Desurvey method</source>
        <translation>轨迹计算方法</translation>
    </message>
    <message>
        <source>Collar X range</source>
        <translation>孔口 X 范围</translation>
    </message>
    <message>
        <source>Collar Y range</source>
        <translation>孔口 Y 范围</translation>
    </message>
    <message>
        <source>Collar Z range</source>
        <translation>孔口 Z 范围</translation>
    </message>
    <message>
        <source>Scene origin</source>
        <translation>场景原点</translation>
    </message>
    <message>
        <source>Collars</source>
        <translation>孔口</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>点数</translation>
    </message>
    <message>
        <source>Hole traces</source>
        <translation>钻孔轨迹</translation>
    </message>
    <message>
        <source>Lines</source>
        <translation>线数</translation>
    </message>
    <message>
        <source>Intervals by %1</source>
        <translation>按 %1 着色的区间</translation>
    </message>
    <message>
        <source>Intervals drawn</source>
        <translation>已绘制区间</translation>
    </message>
    <message>
        <source>Intervals without a collar</source>
        <translation>无孔口的区间</translation>
    </message>
    <message>
        <source>Colouring</source>
        <translation>着色</translation>
    </message>
    <message>
        <source>categories (%1)</source>
        <translation>类别（%1 个）</translation>
    </message>
    <message>
        <source>values %1 … %2</source>
        <translation>数值 %1 … %2</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>表格</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>行数</translation>
    </message>
    <message>
        <source>Survey</source>
        <translation>测斜</translation>
    </message>
    <message>
        <source>Numeric columns</source>
        <translation>数值列</translation>
    </message>
    <message>
        <source>Text columns</source>
        <translation>文本列</translation>
    </message>
    <message>
        <source>Drillholes (holes: %1)</source>
        <translation>钻孔（共 %1 个）</translation>
    </message>
    <message>
        <source>Reading problems (errors: %1, warnings: %2, notes: %3)</source>
        <translation>读取问题（错误 %1，警告 %2，提示 %3）</translation>
    </message>
    <message>
        <source>pending</source>
        <translation>等待中</translation>
    </message>
    <message>
        <source>running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <source>done</source>
        <translation>完成</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>数据</translation>
    </message>
    <message>
        <source>Double-click for the table; right-click for statistics</source>
        <translation>双击打开表格；右键查看统计</translation>
    </message>
    <message>
        <source>Dimension</source>
        <translation>维度</translation>
    </message>
    <message>
        <source>Values</source>
        <translation>数值</translation>
    </message>
    <message>
        <source>Rows dropped (no coordinates)</source>
        <translation>删除的行（无坐标）</translation>
    </message>
    <message>
        <source>Cells not read</source>
        <translation>未读取的单元格</translation>
    </message>
    <message>
        <source>CRS</source>
        <translation>CRS</translation>
    </message>
    <message>
        <source>%1 (points: %2)</source>
        <translation>%1（点：%2）</translation>
    </message>
    <message>
        <source>Stratigraphic column (units: %1)</source>
        <translation>地层柱（单元：%1）</translation>
    </message>
    <message>
        <source>Base</source>
        <translation>底界</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>颜色</translation>
    </message>
    <message>
        <source>Density</source>
        <translation>密度</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>Cell layers</source>
        <translation>单元格图层</translation>
    </message>
    <message>
        <source>Variograms</source>
        <translation>变差函数</translation>
    </message>
    <message>
        <source>Variable</source>
        <translation>变量</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Lags</source>
        <translation>滞后</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Directions</source>
        <translation>方向</translation>
    </message>
    <message>
        <source>Jobs</source>
        <translation>任务</translation>
    </message>
    <message>
        <source>%1 (%2, %3)</source>
        <translation>%1（%2，%3）</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>编号</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>消息</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>开始时间</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>结束时间</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>Models (files written by jobs)</source>
        <translation>模型（任务写出的文件）</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>种类</translation>
    </message>
    <message>
        <source>Job</source>
        <translation>任务</translation>
    </message>
    <message>
        <source>On disk</source>
        <translation>磁盘上</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>缺失</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>图层</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>in memory only</source>
        <translation>仅在内存中</translation>
    </message>
    <message>
        <source>Show table</source>
        <translation>显示表格</translation>
    </message>
    <message>
        <source>Statistics…</source>
        <translation>统计…</translation>
    </message>
    <message>
        <source>Variogram of</source>
        <translation>变差函数：</translation>
    </message>
    <message>
        <source>Remove from the project</source>
        <translation>从项目中移除</translation>
    </message>
    <message>
        <source>Open in the variogram panel</source>
        <translation>在变差函数面板中打开</translation>
    </message>
    <message>
        <source>Copy the model</source>
        <translation>复制模型</translation>
    </message>
    <message>
        <source>Run again</source>
        <translation>重新运行</translation>
    </message>
    <message>
        <source>Copy the job (JSON for strata-cli run)</source>
        <translation>复制任务（用于 strata-cli run 的 JSON）</translation>
    </message>
    <message>
        <source>Copy the file path</source>
        <translation>复制文件路径</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>显示</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>导出…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Show as a table…</source>
        <translation>以表格显示…</translation>
    </message>
    <message>
        <source>Reading problems</source>
        <translation>读取问题</translation>
    </message>
    <message>
        <source>Open in the RTM dialog</source>
        <translation>在 RTM 对话框中打开</translation>
    </message>
</context>
<context>
    <name>strata::gui::ProjectWorkflow</name>
    <message>
        <source>&amp;New project</source>
        <translation>新建项目(&amp;N)</translation>
    </message>
    <message>
        <source>Close the project and start an empty one</source>
        <translation>关闭项目并新建空项目</translation>
    </message>
    <message>
        <source>&amp;Save project</source>
        <translation>保存项目(&amp;S)</translation>
    </message>
    <message>
        <source>Save the project file (data files are referenced, not copied)</source>
        <translation>保存项目文件（数据文件以引用方式保存，不复制）</translation>
    </message>
    <message>
        <source>Save project &amp;as…</source>
        <translation>项目另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>Import &amp;points…</source>
        <translation>导入点(&amp;P)…</translation>
    </message>
    <message>
        <source>Add a point file (CSV, XYZ, GSLIB, GDAL vector) to the project</source>
        <translation>向项目添加点文件（CSV、XYZ、GSLIB、GDAL 矢量）</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <source>The project “%1” has unsaved changes.</source>
        <translation>项目“%1”有未保存的更改。</translation>
    </message>
    <message>
        <source>Save them before going on?</source>
        <translation>继续之前是否保存？</translation>
    </message>
    <message>
        <source>Recover unsaved work</source>
        <translation>恢复未保存的工作</translation>
    </message>
    <message>
        <source>Strata did not close normally. An autosave of the project “%1” from %2 was found.</source>
        <translation>Strata 未正常关闭。发现项目“%1”于 %2 的自动保存。</translation>
    </message>
    <message>
        <source>The project was never saved.</source>
        <translation>该项目从未保存过。</translation>
    </message>
    <message>
        <source>Project file: %1</source>
        <translation>项目文件：%1</translation>
    </message>
    <message>
        <source>Recover</source>
        <translation>恢复</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>丢弃</translation>
    </message>
    <message>
        <source>Decide later</source>
        <translation>稍后决定</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <source>Save project</source>
        <translation>保存项目</translation>
    </message>
    <message>
        <source>Save project as</source>
        <translation>项目另存为</translation>
    </message>
    <message>
        <source>Strata projects (*.strata)</source>
        <translation>Strata 项目 (*.strata)</translation>
    </message>
    <message>
        <source>Import points %1</source>
        <translation>导入点 %1</translation>
    </message>
</context>
<context>
    <name>strata::gui::PropertiesDock</name>
    <message>
        <source>Properties</source>
        <translation>属性</translation>
    </message>
    <message>
        <source>Property</source>
        <translation>属性</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
</context>
<context>
    <name>strata::gui::ResultItem</name>
    <message>
        <source>2D grid</source>
        <translation>二维网格</translation>
    </message>
    <message>
        <source>3D grid</source>
        <translation>三维网格</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>点</translation>
    </message>
    <message>
        <source>Surface stack</source>
        <translation>曲面组</translation>
    </message>
    <message>
        <source>Seismic section</source>
        <translation>地震剖面</translation>
    </message>
</context>
<context>
    <name>strata::gui::ResultViewer</name>
    <message>
        <source>Result viewer</source>
        <translation>结果查看器</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Layer</source>
        <translation>图层</translation>
    </message>
    <message>
        <source>Slice x</source>
        <translation>切片 x</translation>
    </message>
    <message>
        <source>Slice y</source>
        <translation>切片 y</translation>
    </message>
    <message>
        <source>Slice z</source>
        <translation>切片 z</translation>
    </message>
    <message>
        <source>Clip</source>
        <translation>剖切</translation>
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
        <translation>剖切面</translation>
    </message>
    <message>
        <source>Vertical exaggeration</source>
        <translation>垂直放大</translation>
    </message>
    <message>
        <source>Click the grid to read a node.</source>
        <translation>点击网格读取节点。</translation>
    </message>
    <message>
        <source>2-D map</source>
        <translation>二维平面图</translation>
    </message>
    <message>
        <source>Swath plot</source>
        <translation>条带图</translation>
    </message>
    <message>
        <source>Loading the data of %1</source>
        <translation>正在加载 %1 的数据</translation>
    </message>
    <message>
        <source>Node %1 at (%2, %3, %4)
%5 = %6
variance = %7</source>
        <translation>节点 %1 位于 (%2, %3, %4)
%5 = %6
方差 = %7</translation>
    </message>
    <message>
        <source>Map: %1</source>
        <translation>平面图：%1</translation>
    </message>
</context>
<context>
    <name>strata::gui::RtmDialog</name>
    <message>
        <source>Reverse time migration</source>
        <translation>逆时偏移</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>运行(&amp;R)</translation>
    </message>
    <message>
        <source>Model the shots (if asked) and migrate them in the background</source>
        <translation>正演炮集（如需要）并在后台进行偏移</translation>
    </message>
    <message>
        <source>Cancel job</source>
        <translation>取消任务</translation>
    </message>
    <message>
        <source>Velocity model (migration)</source>
        <translation>速度模型（偏移）</translation>
    </message>
    <message>
        <source>Raw float32</source>
        <translation>原始 float32</translation>
    </message>
    <message>
        <source>SEG-Y section</source>
        <translation>SEG-Y 剖面</translation>
    </message>
    <message>
        <source>Stratum section (interval velocity per unit, JSON)</source>
        <translation>地层剖面（各单元层速度，JSON）</translation>
    </message>
    <message>
        <source>Source:</source>
        <translation>数据源：</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>文件：</translation>
    </message>
    <message>
        <source>Velocity models (*.bin *.raw *.segy *.sgy *.json);;All files (*)</source>
        <translation>速度模型 (*.bin *.raw *.segy *.sgy *.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Nodes along the line</source>
        <translation>沿测线节点数</translation>
    </message>
    <message>
        <source>Nodes in depth</source>
        <translation>深度方向节点数</translation>
    </message>
    <message>
        <source>×</source>
        <translation>×</translation>
    </message>
    <message>
        <source>Nodes (x × z):</source>
        <translation>节点（x × z）：</translation>
    </message>
    <message>
        <source>Spacing dx:</source>
        <translation>间距 dx：</translation>
    </message>
    <message>
        <source>Spacing dz:</source>
        <translation>间距 dz：</translation>
    </message>
    <message>
        <source>x fastest (rows of constant depth)</source>
        <translation>x 变化最快（等深度的行）</translation>
    </message>
    <message>
        <source>z fastest (one trace after another)</source>
        <translation>z 变化最快（逐道排列）</translation>
    </message>
    <message>
        <source>How the raw file's values are ordered; the image is written in the same order</source>
        <translation>原始文件中数值的排列顺序；成像结果按相同顺序写出</translation>
    </message>
    <message>
        <source>Axis order:</source>
        <translation>轴顺序：</translation>
    </message>
    <message>
        <source>automatic (below 20: km/s)</source>
        <translation>自动（小于 20：km/s）</translation>
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
        <translation>速度单位：</translation>
    </message>
    <message>
        <source>Shot data</source>
        <translation>炮集数据</translation>
    </message>
    <message>
        <source>Model synthetic shots on the migration model</source>
        <translation>在偏移模型上正演合成炮集</translation>
    </message>
    <message>
        <source>Model synthetic shots on another model (same grid)</source>
        <translation>在另一模型（相同网格）上正演合成炮集</translation>
    </message>
    <message>
        <source>Recorded gathers (SEG-Y, or raw float32 with .json)</source>
        <translation>实测道集（SEG-Y，或带 .json 的原始 float32）</translation>
    </message>
    <message>
        <source>Synthetic shots on a model with the reflectors, migrated with a smooth model, show where the reflectors image</source>
        <translation>在含反射界面的模型上正演合成炮集，再用平滑模型偏移，可显示反射界面的成像位置</translation>
    </message>
    <message>
        <source>Data:</source>
        <translation>数据：</translation>
    </message>
    <message>
        <source>Models and gathers (*.bin *.raw *.segy *.sgy *.json);;All files (*)</source>
        <translation>模型和道集 (*.bin *.raw *.segy *.sgy *.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Acquisition (synthetic shots)</source>
        <translation>观测系统（合成炮集）</translation>
    </message>
    <message>
        <source>First shot x:</source>
        <translation>首炮 x：</translation>
    </message>
    <message>
        <source>Shot spacing:</source>
        <translation>炮间距：</translation>
    </message>
    <message>
        <source>Shots:</source>
        <translation>炮数：</translation>
    </message>
    <message>
        <source>Source depth:</source>
        <translation>震源深度：</translation>
    </message>
    <message>
        <source>First receiver x:</source>
        <translation>首检波点 x：</translation>
    </message>
    <message>
        <source>Receiver spacing:</source>
        <translation>检波点间距：</translation>
    </message>
    <message>
        <source>Receivers:</source>
        <translation>检波点数：</translation>
    </message>
    <message>
        <source>Receiver depth:</source>
        <translation>检波点深度：</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Record length:</source>
        <translation>记录长度：</translation>
    </message>
    <message>
        <source>Wavelet, operator and boundary</source>
        <translation>子波、算子与边界</translation>
    </message>
    <message>
        <source> Hz</source>
        <translation> Hz</translation>
    </message>
    <message>
        <source>Peak frequency of the Ricker wavelet</source>
        <translation>Ricker 子波的主频</translation>
    </message>
    <message>
        <source>Ricker peak frequency:</source>
        <translation>Ricker 主频：</translation>
    </message>
    <message>
        <source>empty: Ricker</source>
        <translation>留空：Ricker</translation>
    </message>
    <message>
        <source>A user wavelet: a text file of time (s) and amplitude</source>
        <translation>用户子波：时间（s）与振幅的文本文件</translation>
    </message>
    <message>
        <source>Wavelet file:</source>
        <translation>子波文件：</translation>
    </message>
    <message>
        <source>Wavelets (*.txt *.csv);;All files (*)</source>
        <translation>子波 (*.txt *.csv);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Finite differences, order %1</source>
        <translation>有限差分，%1 阶</translation>
    </message>
    <message>
        <source>Recursive (minimal dispersion)</source>
        <translation>递归（最小频散）</translation>
    </message>
    <message>
        <source>Recursive, designed for this model's band</source>
        <translation>递归，按本模型频带设计</translation>
    </message>
    <message>
        <source>Recursive operators keep 2.5 points per wavelength accurate; FD8 needs about 5</source>
        <translation>递归算子每波长 2.5 个点即可保持精度；FD8 约需 5 个</translation>
    </message>
    <message>
        <source>Operator:</source>
        <translation>算子：</translation>
    </message>
    <message>
        <source>CPML</source>
        <translation>CPML</translation>
    </message>
    <message>
        <source>Sponge</source>
        <translation>海绵</translation>
    </message>
    <message>
        <source>Absorbing boundary:</source>
        <translation>吸收边界：</translation>
    </message>
    <message>
        <source>default</source>
        <translation>默认</translation>
    </message>
    <message>
        <source>Absorbing cells on every side (default: 20 for CPML, 50 for the sponge)</source>
        <translation>每侧吸收单元数（默认：CPML 为 20，海绵为 50）</translation>
    </message>
    <message>
        <source>Boundary cells:</source>
        <translation>边界单元数：</translation>
    </message>
    <message>
        <source>Laplacian image filter</source>
        <translation>拉普拉斯成像滤波</translation>
    </message>
    <message>
        <source>Removes the low-wavenumber backscatter of sharp velocity contrasts</source>
        <translation>去除强速度对比产生的低波数反向散射</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>输出</translation>
    </message>
    <message>
        <source>The shot gathers, image.bin and image.illumination.bin are written here</source>
        <translation>炮集、image.bin 和 image.illumination.bin 写入此处</translation>
    </message>
    <message>
        <source>Folder:</source>
        <translation>文件夹：</translation>
    </message>
    <message>
        <source>Output folder</source>
        <translation>输出文件夹</translation>
    </message>
    <message>
        <source>shot gathers file</source>
        <translation>炮集文件</translation>
    </message>
    <message>
        <source>true velocity model (same grid and kind)</source>
        <translation>真实速度模型（相同网格和类型）</translation>
    </message>
    <message>
        <source>Choose a file</source>
        <translation>选择文件</translation>
    </message>
    <message>
        <source>Choose the model the synthetic shots are modelled on.</source>
        <translation>选择用于正演合成炮集的模型。</translation>
    </message>
    <message>
        <source>RTM %1 Hz %2</source>
        <translation>RTM %1 Hz %2</translation>
    </message>
    <message>
        <source>The migration was cancelled.</source>
        <translation>偏移已取消。</translation>
    </message>
    <message>
        <source>From a surface stack of this project</source>
        <translation>来自本项目的曲面组</translation>
    </message>
    <message>
        <source>A stratum section places the units of the stratigraphic column along the line, each with its interval velocity (see docs/seismic.md); from a surface stack, the units' tops are sampled along a map line and the section is written as such a file</source>
        <translation>地层剖面沿测线放置地层柱的各单元，每个单元有其层速度（见 docs/seismic.md）；从曲面组构建时，沿地图上的测线采样各单元顶面，并将剖面写成此类文件</translation>
    </message>
    <message>
        <source>where the velocity section is written (JSON)</source>
        <translation>速度剖面的写入位置（JSON）</translation>
    </message>
    <message>
        <source>The stratum section built from the surfaces is written here when the job starts</source>
        <translation>作业开始时，由曲面构建的地层剖面写入此处</translation>
    </message>
    <message>
        <source>The project has no surface stack yet: build one with Tools &gt; Build surfaces.</source>
        <translation>项目中还没有曲面组：请通过 工具 &gt; 构建曲面 创建。</translation>
    </message>
    <message>
        <source>The section would have %1 × %2 nodes: use larger spacings.</source>
        <translation>剖面将有 %1 × %2 个节点：请使用更大的间距。</translation>
    </message>
    <message>
        <source>Velocity preview</source>
        <translation>速度预览</translation>
    </message>
</context>
<context>
    <name>strata::gui::SeismicSectionPanel</name>
    <message>
        <source>The migrated image, the source illumination, or the migration velocity</source>
        <translation>偏移成像、震源照明或偏移速度</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>灰度</translation>
    </message>
    <message>
        <source>Red – white – blue</source>
        <translation>红 – 白 – 蓝</translation>
    </message>
    <message>
        <source>Colour map for amplitudes: peaks black or red, troughs white or blue</source>
        <translation>振幅色标：波峰为黑或红，波谷为白或蓝</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>Amplitudes above this percentile of |amplitude| get the full colour</source>
        <translation>|振幅| 高于此百分位数的振幅显示为满色</translation>
    </message>
    <message>
        <source>×</source>
        <translation>×</translation>
    </message>
    <message>
        <source>Multiplies the amplitudes before clipping</source>
        <translation>剪裁前对振幅施加的倍数</translation>
    </message>
    <message>
        <source>Over the velocity model</source>
        <translation>叠加在速度模型上</translation>
    </message>
    <message>
        <source>Show the migration velocity where the image is weak</source>
        <translation>在成像较弱处显示偏移速度</translation>
    </message>
    <message>
        <source>Save picture…</source>
        <translation>保存图片…</translation>
    </message>
    <message>
        <source>Save the section as a PNG image or an SVG drawing</source>
        <translation>将剖面保存为 PNG 图像或 SVG 图形</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>显示：</translation>
    </message>
    <message>
        <source>Clip:</source>
        <translation>剪裁：</translation>
    </message>
    <message>
        <source>Gain:</source>
        <translation>增益：</translation>
    </message>
</context>
<context>
    <name>strata::gui::SeismicSectionView</name>
    <message>
        <source>Migrated section: distance along the line to the right, depth down</source>
        <translation>偏移剖面：沿测线距离向右，深度向下</translation>
    </message>
    <message>
        <source>No section yet: run the migration.</source>
        <translation>尚无剖面：请运行偏移。</translation>
    </message>
    <message>
        <source>m</source>
        <translation>m</translation>
    </message>
    <message>
        <source>depth (m)</source>
        <translation>深度 (m)</translation>
    </message>
</context>
<context>
    <name>strata::gui::SeismicTools</name>
    <message>
        <source>Reverse time &amp;migration…</source>
        <translation>逆时偏移(&amp;M)…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+M</source>
        <translation>Ctrl+Shift+M</translation>
    </message>
    <message>
        <source>Image a seismic section: model or read shot gathers and migrate them (2D acoustic RTM)</source>
        <translation>地震剖面成像：正演或读取炮集并进行偏移（二维声波 RTM）</translation>
    </message>
</context>
<context>
    <name>strata::gui::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>Automatic (GPU when usable)</source>
        <translation>自动（可用时使用 GPU）</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>CUDA GPU</source>
        <translation>CUDA GPU</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>语言：</translation>
    </message>
    <message>
        <source>A new language takes effect when Strata starts again.</source>
        <translation>新语言将在下次启动 Strata 时生效。</translation>
    </message>
    <message>
        <source>Compute backend:</source>
        <translation>计算后端：</translation>
    </message>
    <message>
        <source>Metres</source>
        <translation>米</translation>
    </message>
    <message>
        <source>Feet</source>
        <translation>英尺</translation>
    </message>
    <message>
        <source>The unit coordinates and depths are written in; Strata shows it and never converts</source>
        <translation>坐标和深度所用单位；Strata 仅显示该单位，从不换算</translation>
    </message>
    <message>
        <source>Colour of the statistics plots</source>
        <translation>统计图的颜色</translation>
    </message>
    <message>
        <source> min</source>
        <translation> 分钟</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Unsaved changes are written to a side file this often; after a crash Strata offers them back</source>
        <translation>按此间隔将未保存的更改写入备用文件；崩溃后 Strata 会提示恢复</translation>
    </message>
    <message>
        <source>Length unit of the data:</source>
        <translation>数据长度单位：</translation>
    </message>
    <message>
        <source>Plot colour:</source>
        <translation>图表颜色：</translation>
    </message>
    <message>
        <source>Autosave every:</source>
        <translation>自动保存间隔：</translation>
    </message>
</context>
<context>
    <name>strata::gui::ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>按键</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>功能</translation>
    </message>
</context>
<context>
    <name>strata::gui::StackSectionForm</name>
    <message>
        <source>Surface stack of this project</source>
        <translation>本项目的曲面组</translation>
    </message>
    <message>
        <source>A result of Tools &gt; Build surfaces: one surface per unit top</source>
        <translation>工具 &gt; 构建曲面 的结果：每个单元顶面一个曲面</translation>
    </message>
    <message>
        <source>Surfaces:</source>
        <translation>曲面：</translation>
    </message>
    <message>
        <source>Along x, through the grid's centre</source>
        <translation>沿 x，穿过网格中心</translation>
    </message>
    <message>
        <source>Along y, through the grid's centre</source>
        <translation>沿 y，穿过网格中心</translation>
    </message>
    <message>
        <source>Custom (two map points)</source>
        <translation>自定义（地图上两点）</translation>
    </message>
    <message>
        <source>Section line:</source>
        <translation>剖面线：</translation>
    </message>
    <message>
        <source>From (x, y):</source>
        <translation>起点 (x, y)：</translation>
    </message>
    <message>
        <source>To (x, y):</source>
        <translation>终点 (x, y)：</translation>
    </message>
    <message>
        <source>Length:</source>
        <translation>长度：</translation>
    </message>
    <message>
        <source>highest ground along the line</source>
        <translation>沿测线的最高地面</translation>
    </message>
    <message>
        <source>Elevation of depth 0 in the velocity model</source>
        <translation>速度模型中深度 0 的高程</translation>
    </message>
    <message>
        <source>Datum:</source>
        <translation>基准面：</translation>
    </message>
    <message>
        <source>Defaults: from the unit's density (Gardner's relation), else 800 m/s for the top unit and 600 m/s more for each unit below</source>
        <translation>默认值：由单元密度按 Gardner 关系计算；否则顶部单元为 800 m/s，向下每个单元增加 600 m/s</translation>
    </message>
    <message>
        <source>%1 m</source>
        <translation>%1 米</translation>
    </message>
    <message>
        <source>the top unit's velocity</source>
        <translation>顶部单元的速度</translation>
    </message>
    <message>
        <source>Velocity between the datum and the ground where the ground lies below the datum (a replacement velocity)</source>
        <translation>地面低于基准面处，基准面与地面之间的速度（替换速度）</translation>
    </message>
    <message>
        <source>Above the ground:</source>
        <translation>地面以上：</translation>
    </message>
</context>
<context>
    <name>strata::gui::StatisticsPanel</name>
    <message>
        <source>Logarithmic</source>
        <translation>对数</translation>
    </message>
    <message>
        <source>Cell declustering weights</source>
        <translation>单元格解聚权重</translation>
    </message>
    <message>
        <source>Logarithmic bins and value axis (grades are often log-normal)</source>
        <translation>对数分组和数值轴（品位常呈对数正态分布）</translation>
    </message>
    <message>
        <source>Weights that correct for clustered sampling (GSLIB declus)</source>
        <translation>校正丛聚采样的权重（GSLIB declus）</translation>
    </message>
    <message>
        <source>lowest declustered mean (high values clustered)</source>
        <translation>解聚均值最低（高值丛聚）</translation>
    </message>
    <message>
        <source>highest declustered mean (low values clustered)</source>
        <translation>解聚均值最高（低值丛聚）</translation>
    </message>
    <message>
        <source>to</source>
        <translation>至</translation>
    </message>
    <message>
        <source>Cell sizes:</source>
        <translation>单元尺寸：</translation>
    </message>
    <message>
        <source>Number of sizes:</source>
        <translation>尺寸个数：</translation>
    </message>
    <message>
        <source>Origin offsets:</source>
        <translation>原点偏移数：</translation>
    </message>
    <message>
        <source>Choose the size with the:</source>
        <translation>选择尺寸依据：</translation>
    </message>
    <message>
        <source>Statistic</source>
        <translation>统计量</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Normal score: the standard normal quantile of each datum's plotting position; 0 is the median, ±1.96 are 2.5 % and 97.5 %</source>
        <translation>正态得分：各数据绘图位置对应的标准正态分位数；0 为中位数，±1.96 对应 2.5 % 和 97.5 %</translation>
    </message>
    <message>
        <source>Variable:</source>
        <translation>变量：</translation>
    </message>
    <message>
        <source>Histogram bins:</source>
        <translation>直方图分组数：</translation>
    </message>
    <message>
        <source>Declustering needs point coordinates: use a point set or the collars</source>
        <translation>解聚需要点坐标：请使用点集或孔口</translation>
    </message>
    <message>
        <source>Statistics of %1</source>
        <translation>%1 的统计</translation>
    </message>
    <message>
        <source>Cell size %1: declustered mean %2 (equal weights: %3)</source>
        <translation>单元尺寸 %1：解聚均值 %2（等权：%3）</translation>
    </message>
    <message>
        <source>No cell size changes the mean that way: equal weights kept.</source>
        <translation>没有单元尺寸能使均值按此方向变化：保持等权。</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>数据</translation>
    </message>
    <message>
        <source>Missing</source>
        <translation>缺失</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>cell declustering</source>
        <translation>单元格解聚</translation>
    </message>
    <message>
        <source>equal</source>
        <translation>等权</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>均值</translation>
    </message>
    <message>
        <source>Variance</source>
        <translation>方差</translation>
    </message>
    <message>
        <source>Standard deviation</source>
        <translation>标准差</translation>
    </message>
    <message>
        <source>Coefficient of variation</source>
        <translation>变异系数</translation>
    </message>
    <message>
        <source>Skewness</source>
        <translation>偏度</translation>
    </message>
    <message>
        <source>Minimum</source>
        <translation>最小值</translation>
    </message>
    <message>
        <source>Lower quartile</source>
        <translation>下四分位数</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>中位数</translation>
    </message>
    <message>
        <source>Upper quartile</source>
        <translation>上四分位数</translation>
    </message>
    <message>
        <source>Maximum</source>
        <translation>最大值</translation>
    </message>
    <message>
        <source>Histogram of %1</source>
        <translation>%1 的直方图</translation>
    </message>
    <message>
        <source>Frequency (declustered)</source>
        <translation>频率（解聚）</translation>
    </message>
    <message>
        <source>Frequency</source>
        <translation>频率</translation>
    </message>
    <message>
        <source>Normal probability plot of %1</source>
        <translation>%1 的正态概率图</translation>
    </message>
    <message>
        <source>Normal score</source>
        <translation>正态得分</translation>
    </message>
</context>
<context>
    <name>strata::gui::StratigraphicColumnEditor</name>
    <message>
        <source>Conformable</source>
        <translation>整合</translation>
    </message>
    <message>
        <source>Erosional (unconformity)</source>
        <translation>侵蚀（不整合）</translation>
    </message>
    <message>
        <source>Onlap</source>
        <translation>上超</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>单元</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>颜色</translation>
    </message>
    <message>
        <source>Base</source>
        <translation>底界</translation>
    </message>
    <message>
        <source>Density (t/m³)</source>
        <translation>密度 (t/m³)</translation>
    </message>
    <message>
        <source>Units from the top (youngest) down</source>
        <translation>单元自顶部（最新）向下排列</translation>
    </message>
    <message>
        <source>The units from the top (youngest) down. The base rule says which surface wins where interpolated surfaces cross: an erosional base cuts the older units, an onlapping unit rests on them, conformable surfaces meet half-way.</source>
        <translation>单元自顶部（最新）向下排列。底界规则决定插值曲面相交处以哪个曲面为准：侵蚀底界切割较老单元，上超单元覆于其上，整合曲面在中间相交。</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>上移</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>下移</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>Double-click to choose the colour</source>
        <translation>双击选择颜色</translation>
    </message>
    <message>
        <source>Colour of the unit</source>
        <translation>单元颜色</translation>
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
        <translation>构建曲面(&amp;S)…</translation>
    </message>
    <message>
        <source>Stratum surfaces and the 3D layer model from the drillholes' logged units</source>
        <translation>根据钻孔编录单元构建地层曲面和三维层状模型</translation>
    </message>
    <message>
        <source>Surfaces</source>
        <translation>曲面</translation>
    </message>
    <message>
        <source>Surfaces (%1)</source>
        <translation>曲面（%1）</translation>
    </message>
</context>
<context>
    <name>strata::gui::SurfacesDialog</name>
    <message>
        <source>Build surfaces</source>
        <translation>构建曲面</translation>
    </message>
    <message>
        <source>Propose from the logs</source>
        <translation>根据编录推荐</translation>
    </message>
    <message>
        <source>The units of the unit column, each above the units it lies above in most holes</source>
        <translation>单元列中的各单元，按多数钻孔中的上下关系排列</translation>
    </message>
    <message>
        <source>AIDW (adaptive inverse distance)</source>
        <translation>AIDW（自适应反距离）</translation>
    </message>
    <message>
        <source>Ordinary kriging (global neighbourhood)</source>
        <translation>普通克里金（全局邻域）</translation>
    </message>
    <message>
        <source>IDW</source>
        <translation>IDW</translation>
    </message>
    <message>
        <source>auto (fitted to the contacts), or a model such as 0.05 nug + 0.95 sph(300)</source>
        <translation>auto（按接触点拟合），或模型如 0.05 nug + 0.95 sph(300)</translation>
    </message>
    <message>
        <source>Interpolate unit thicknesses (isochores)</source>
        <translation>插值单元厚度（等厚线）</translation>
    </message>
    <message>
        <source>Thicknesses are often smoother than elevations; each surface is then the one above less the unit's thickness</source>
        <translation>厚度通常比高程更平滑；每个曲面由其上方曲面减去该单元厚度得到</translation>
    </message>
    <message>
        <source> m</source>
        <translation> m</translation>
    </message>
    <message>
        <source>Thinner units are removed (they pinch out)</source>
        <translation>薄于此值的单元将被移除（尖灭）</translation>
    </message>
    <message>
        <source>Interval table:</source>
        <translation>区间表：</translation>
    </message>
    <message>
        <source>Unit column:</source>
        <translation>单元列：</translation>
    </message>
    <message>
        <source>Stratigraphic column (top first)</source>
        <translation>地层柱（自上而下）</translation>
    </message>
    <message>
        <source>Interpolation</source>
        <translation>插值</translation>
    </message>
    <message>
        <source>Method:</source>
        <translation>方法：</translation>
    </message>
    <message>
        <source>Variogram:</source>
        <translation>变差函数：</translation>
    </message>
    <message>
        <source>Minimum thickness:</source>
        <translation>最小厚度：</translation>
    </message>
    <message>
        <source>Backend:</source>
        <translation>后端：</translation>
    </message>
    <message>
        <source>Surface grid</source>
        <translation>曲面网格</translation>
    </message>
    <message>
        <source>Build</source>
        <translation>构建</translation>
    </message>
    <message>
        <source>Cancel job</source>
        <translation>取消任务</translation>
    </message>
    <message>
        <source>Surfaces of %1 units</source>
        <translation>%1 个单元的曲面</translation>
    </message>
    <message>
        <source>%1 surfaces on %2 nodes in %3 s (%4); misfit at the contacts: rms %5, max %6; corrections at %7 nodes.</source>
        <translation>在 %2 个节点上生成 %1 个曲面，用时 %3 s（%4）；接触点偏差：rms %5，最大 %6；%7 个节点已校正。</translation>
    </message>
    <message>
        <source>Building the surfaces was cancelled.</source>
        <translation>曲面构建已取消。</translation>
    </message>
</context>
<context>
    <name>strata::gui::SurfacesPanel</name>
    <message>
        <source>Tick a unit to show it in the 3D view</source>
        <translation>勾选单元以在三维视图中显示</translation>
    </message>
    <message>
        <source>By unit</source>
        <translation>按单元</translation>
    </message>
    <message>
        <source>By elevation</source>
        <translation>按高程</translation>
    </message>
    <message>
        <source>Section plane</source>
        <translation>剖面</translation>
    </message>
    <message>
        <source>From x:</source>
        <translation>起点 x：</translation>
    </message>
    <message>
        <source>From y:</source>
        <translation>起点 y：</translation>
    </message>
    <message>
        <source>To x:</source>
        <translation>终点 x：</translation>
    </message>
    <message>
        <source>To y:</source>
        <translation>终点 y：</translation>
    </message>
    <message>
        <source>Cut</source>
        <translation>剖切</translation>
    </message>
    <message>
        <source>A vertical plane along the line: the model is cut away on the right of the line, looking from its first point to its second</source>
        <translation>沿测线的垂直剖面：从第一点看向第二点，测线右侧的模型被切除</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Misfit = model − contact at each hole; for a hole that ended above a surface, how far the model lies above the hole's end (should be 0). Click a header to sort.</source>
        <translation>偏差 = 各钻孔处的模型 − 接触点；对于终孔于某曲面之上的钻孔，为模型高出孔底的距离（应为 0）。点击表头排序。</translation>
    </message>
    <message>
        <source>Units:</source>
        <translation>单元：</translation>
    </message>
    <message>
        <source>Colour:</source>
        <translation>颜色：</translation>
    </message>
    <message>
        <source>Misfit at the contacts</source>
        <translation>接触点偏差</translation>
    </message>
    <message>
        <source>%1 surfaces, %2 × %3 nodes, %4. Misfit at %5 contacts: rms %6, max %7; %8 of %9 hole-end limits broken; consistency rules moved surfaces at %10 nodes.</source>
        <translation>%1 个曲面，%2 × %3 个节点，%4。%5 个接触点的偏差：rms %6，最大 %7；%9 个孔底约束中有 %8 个被违反；一致性规则在 %10 个节点处移动了曲面。</translation>
    </message>
    <message>
        <source>The section line needs two different points.</source>
        <translation>剖面线需要两个不同的点。</translation>
    </message>
</context>
<context>
    <name>strata::gui::SwathPlotView</name>
    <message>
        <source>Swath plot: %1</source>
        <translation>条带图：%1</translation>
    </message>
    <message>
        <source>Along x (easting)</source>
        <translation>沿 x（东向）</translation>
    </message>
    <message>
        <source>Along y (northing)</source>
        <translation>沿 y（北向）</translation>
    </message>
    <message>
        <source>Along z (elevation)</source>
        <translation>沿 z（高程）</translation>
    </message>
    <message>
        <source>cell size</source>
        <translation>单元尺寸</translation>
    </message>
    <message>
        <source>Width of a slice; 0 takes the grid's cell size along the axis.</source>
        <translation>切片宽度；0 取网格沿该轴的单元尺寸。</translation>
    </message>
    <message>
        <source>Swaths</source>
        <translation>条带</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>宽度</translation>
    </message>
    <message>
        <source>Mean of estimates and of data per swath</source>
        <translation>每个条带的估计值均值和数据均值</translation>
    </message>
    <message>
        <source>Estimates (%1)</source>
        <translation>估计值（%1）</translation>
    </message>
    <message>
        <source>Data (%1)</source>
        <translation>数据（%1）</translation>
    </message>
    <message>
        <source>Data count (marker size)</source>
        <translation>数据数（标记大小）</translation>
    </message>
    <message>
        <source>Swath centre (%1)</source>
        <translation>条带中心（%1）</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>均值</translation>
    </message>
</context>
<context>
    <name>strata::gui::TaskProgressWidget</name>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Stop this job</source>
        <translation>停止此任务</translation>
    </message>
    <message>
        <source>Cancelling %1…</source>
        <translation>正在取消 %1…</translation>
    </message>
    <message>
        <source> (other jobs running: %1)</source>
        <translation>（另有 %1 个任务正在运行）</translation>
    </message>
</context>
<context>
    <name>strata::gui::UnitVelocityTable</name>
    <message>
        <source>Unit</source>
        <translation>单元</translation>
    </message>
    <message>
        <source>Velocity</source>
        <translation>速度</translation>
    </message>
    <message>
        <source>Gradient</source>
        <translation>梯度</translation>
    </message>
    <message>
        <source>Interval velocity at the unit's top</source>
        <translation>单元顶面处的层速度</translation>
    </message>
    <message>
        <source>Increase of the velocity per metre below the unit's top</source>
        <translation>单元顶面以下每米的速度增量</translation>
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
        <translation>Strata 用户指南</translation>
    </message>
    <message>
        <source>Quick start</source>
        <translation>快速入门</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>目录</translation>
    </message>
    <message>
        <source>(the documentation folder was not found)</source>
        <translation>（未找到文档文件夹）</translation>
    </message>
</context>
<context>
    <name>strata::gui::ValidationReportModel</name>
    <message>
        <source>error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>note</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>行</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>列</translation>
    </message>
    <message>
        <source>Hole</source>
        <translation>钻孔</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>严重程度</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>消息</translation>
    </message>
</context>
<context>
    <name>strata::gui::ValidationReportView</name>
    <message>
        <source>Filter: text in any column (hole id, file, message)…</source>
        <translation>筛选：任意列中的文本（钻孔编号、文件、消息）…</translation>
    </message>
    <message>
        <source>All problems</source>
        <translation>全部问题</translation>
    </message>
    <message>
        <source>Warnings and errors</source>
        <translation>警告和错误</translation>
    </message>
    <message>
        <source>Errors only</source>
        <translation>仅错误</translation>
    </message>
    <message>
        <source>Errors: %1 (rows left out) · warnings: %2 · notes: %3</source>
        <translation>错误：%1（已略去的行）· 警告：%2 · 提示：%3</translation>
    </message>
</context>
<context>
    <name>strata::gui::VariogramChartView</name>
    <message>
        <source>Lag distance h</source>
        <translation>滞后距离 h</translation>
    </message>
    <message>
        <source>γ(h)</source>
        <translation>γ(h)</translation>
    </message>
    <message>
        <source>Model handles</source>
        <translation>模型控制点</translation>
    </message>
    <message>
        <source>model (%1)</source>
        <translation>模型（%1）</translation>
    </message>
    <message>
        <source>%1
lag %2
γ %3
pairs %4</source>
        <translation>%1
滞后 %2
γ %3
点对 %4</translation>
    </message>
</context>
<context>
    <name>strata::gui::VariogramMapView</name>
    <message>
        <source>No data</source>
        <translation>无数据</translation>
    </message>
    <message>
        <source>lag (%1, %2)
no pairs</source>
        <translation>滞后 (%1, %2)
无点对</translation>
    </message>
    <message>
        <source>lag (%1, %2)
γ %3
pairs %4</source>
        <translation>滞后 (%1, %2)
γ %3
点对 %4</translation>
    </message>
    <message>
        <source>N</source>
        <translation>北</translation>
    </message>
    <message>
        <source>E</source>
        <translation>东</translation>
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
        <translation>全向</translation>
    </message>
    <message>
        <source>azimuth %1° ± %2°</source>
        <translation>方位角 %1° ± %2°</translation>
    </message>
    <message>
        <source>No data: choose Tools &gt; Variogram fitting</source>
        <translation>无数据：请选择 工具 &gt; 变差函数拟合</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <source>Export plot…</source>
        <translation>导出图表…</translation>
    </message>
    <message>
        <source>Save model…</source>
        <translation>保存模型…</translation>
    </message>
    <message>
        <source>Drag a model handle</source>
        <translation>拖动模型控制点</translation>
    </message>
    <message>
        <source>Experimental variogram</source>
        <translation>实验变差函数</translation>
    </message>
    <message>
        <source>Half-angle; 90° makes the variogram omnidirectional</source>
        <translation>半角；90° 时变差函数为全向</translation>
    </message>
    <message>
        <source>Largest distance of a pair from the direction's line</source>
        <translation>点对到方向线的最大距离</translation>
    </message>
    <message>
        <source>Also the perpendicular direction</source>
        <translation>同时计算垂直方向</translation>
    </message>
    <message>
        <source>Lag distance:</source>
        <translation>滞后距离：</translation>
    </message>
    <message>
        <source>Number of lags:</source>
        <translation>滞后数：</translation>
    </message>
    <message>
        <source>Azimuth:</source>
        <translation>方位角：</translation>
    </message>
    <message>
        <source>Tolerance:</source>
        <translation>容差：</translation>
    </message>
    <message>
        <source>Bandwidth:</source>
        <translation>带宽：</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Nugget:</source>
        <translation>块金值：</translation>
    </message>
    <message>
        <source>Change the nugget</source>
        <translation>修改块金值</translation>
    </message>
    <message>
        <source>Locked</source>
        <translation>锁定</translation>
    </message>
    <message>
        <source>Auto fit keeps this value</source>
        <translation>自动拟合保持此值不变</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Sill</source>
        <translation>基台值</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>变程</translation>
    </message>
    <message>
        <source>Minor/major</source>
        <translation>次/主</translation>
    </message>
    <message>
        <source>Vertical/major</source>
        <translation>垂向/主</translation>
    </message>
    <message>
        <source>Azimuth</source>
        <translation>方位角</translation>
    </message>
    <message>
        <source>Dip</source>
        <translation>倾角</translation>
    </message>
    <message>
        <source>Plunge</source>
        <translation>侧伏角</translation>
    </message>
    <message>
        <source>Lock sill</source>
        <translation>锁定基台值</translation>
    </message>
    <message>
        <source>Lock range</source>
        <translation>锁定变程</translation>
    </message>
    <message>
        <source>Add structure</source>
        <translation>添加结构</translation>
    </message>
    <message>
        <source>Add a structure</source>
        <translation>添加一个结构</translation>
    </message>
    <message>
        <source>Remove structure</source>
        <translation>删除结构</translation>
    </message>
    <message>
        <source>Remove a structure</source>
        <translation>删除一个结构</translation>
    </message>
    <message>
        <source>Weights:</source>
        <translation>权重：</translation>
    </message>
    <message>
        <source>Pairs / h² (gstat default)</source>
        <translation>点对数 / h²（gstat 默认）</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>点对数</translation>
    </message>
    <message>
        <source>Pairs / γ² (Cressie)</source>
        <translation>点对数 / γ²（Cressie）</translation>
    </message>
    <message>
        <source>Equal</source>
        <translation>等权</translation>
    </message>
    <message>
        <source>Auto fit</source>
        <translation>自动拟合</translation>
    </message>
    <message>
        <source>Weighted least squares over all directions; locked values stay</source>
        <translation>对所有方向做加权最小二乘；锁定的值保持不变</translation>
    </message>
    <message>
        <source>Fit the variogram model</source>
        <translation>拟合变差函数模型</translation>
    </message>
    <message>
        <source>Spherical</source>
        <translation>球状</translation>
    </message>
    <message>
        <source>Exponential</source>
        <translation>指数</translation>
    </message>
    <message>
        <source>Gaussian</source>
        <translation>高斯</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>幂函数</translation>
    </message>
    <message>
        <source>Hole effect</source>
        <translation>空穴效应</translation>
    </message>
    <message>
        <source>Cubic</source>
        <translation>三次</translation>
    </message>
    <message>
        <source>Matérn</source>
        <translation>Matérn</translation>
    </message>
    <message>
        <source>Change the structure type</source>
        <translation>修改结构类型</translation>
    </message>
    <message>
        <source>Edit a structure</source>
        <translation>编辑结构</translation>
    </message>
    <message>
        <source>Save model</source>
        <translation>保存模型</translation>
    </message>
    <message>
        <source>Variogram models (*.json)</source>
        <translation>变差函数模型 (*.json)</translation>
    </message>
    <message>
        <source>Save the plot as a PNG image or an SVG drawing</source>
        <translation>将图表保存为 PNG 图像或 SVG 图形</translation>
    </message>
    <message>
        <source>Directions</source>
        <translation>方向</translation>
    </message>
    <message>
        <source>Variogram map</source>
        <translation>变差函数图</translation>
    </message>
    <message>
        <source>Down-hole</source>
        <translation>沿孔</translation>
    </message>
    <message>
        <source>Variogram of every horizontal lag vector; the model's ellipse on top</source>
        <translation>每个水平滞后向量的变差函数；上方叠加模型椭圆</translation>
    </message>
    <message>
        <source>Pairs within one drillhole, lag along the hole: read the nugget here</source>
        <translation>同一钻孔内的点对，沿孔滞后距：在此读取块金值</translation>
    </message>
    <message>
        <source>Lag along the hole:</source>
        <translation>沿孔滞后距：</translation>
    </message>
    <message>
        <source>The variogram map needs sample data</source>
        <translation>变差函数图需要样品数据</translation>
    </message>
    <message>
        <source>Computing the variogram map…</source>
        <translation>正在计算变差函数图…</translation>
    </message>
    <message>
        <source>Down-hole variogram</source>
        <translation>沿孔变差函数</translation>
    </message>
</context>
</TS>