<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
  <context>
    <name>strata::gui::DrillholeGeometry</name>
    <message>
      <source>Desurveying drillholes</source>
      <translation>正在计算钻孔轨迹</translation>
    </message>
  </context>
  <context>
    <name>strata::gui::ImportDrillholesDialog</name>
    <message>
      <source>Tables (*.csv *.txt);;All files (*)</source>
      <translation>表格 (*.csv *.txt);;所有文件 (*)</translation>
    </message>
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
      <source>Column names (leave empty to recognise them)</source>
      <translation>列名（留空则自动识别）</translation>
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
      <source>Ctrl+Shift+S</source>
      <translation>Ctrl+Shift+S</translation>
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
      <source>Import drillholes</source>
      <translation>导入钻孔</translation>
    </message>
    <message>
      <source>The project could not be opened</source>
      <translation>无法打开项目</translation>
    </message>
    <message>
      <source>%1 — Strata</source>
      <translation>%1 — Strata</translation>
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
      <source>Strata user guide</source>
      <translation>Strata 用户指南</translation>
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
      <source>Export plot</source>
      <translation>导出图表</translation>
    </message>
    <message>
      <source>PNG images (*.png);;JPEG images (*.jpg)</source>
      <translation>PNG 图像 (*.png);;JPEG 图像 (*.jpg)</translation>
    </message>
    <message>
      <source>Save model</source>
      <translation>保存模型</translation>
    </message>
    <message>
      <source>Variogram models (*.json)</source>
      <translation>变差函数模型 (*.json)</translation>
    </message>
  </context>
</TS>
