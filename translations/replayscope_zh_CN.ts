<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AboutInfo</name>
    <message>
        <location filename="../app/gui/aboutinfo.cpp" line="+58"/>
        <source>windows, models, threads and translations</source>
        <translation>窗口、模型、线程和翻译</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>plots and histograms</source>
        <translation>图表和直方图</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>HDF5 files (Tianshou, D4RL, Minari)</source>
        <translation>HDF5 文件（Tianshou、D4RL、Minari）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>LZF-compressed HDF5 datasets</source>
        <translation>LZF 压缩的 HDF5 数据集</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>LZ4-compressed files</source>
        <translation>LZ4 压缩文件</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>numpy .npz archives</source>
        <translation>numpy .npz 归档</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>deflate compression</source>
        <translation>deflate 压缩</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>JPEG-encoded image frames (Minari)</source>
        <translation>JPEG 编码的图像帧（Minari）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Library</source>
        <translation>库</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Version</source>
        <translation>版本</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Licence</source>
        <translation>许可证</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Used for</source>
        <translation>用途</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Open a saved reinforcement-learning replay buffer or dataset and see what is really in it.</source>
        <translation>打开已保存的强化学习回放缓冲区或数据集，查看其中的真实内容。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ReplayScope&apos;s source code is released under the MIT licence. Because this program links QCustomPlot, which is licensed under the GNU GPL version 3, the program as distributed is covered by the GNU GPL version 3 or later.</source>
        <translation>ReplayScope 的源代码以 MIT 许可证发布。由于本程序链接了采用 GNU GPL 第 3 版许可的 QCustomPlot，所分发的程序受 GNU GPL 第 3 版或更高版本约束。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It is built with these libraries:</source>
        <translation>本程序使用以下库构建：</translation>
    </message>
</context>
<context>
    <name>Actions</name>
    <message>
        <location filename="../app/gui/actions.cpp" line="+36"/>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open a replay buffer or dataset</source>
        <translation>打开回放缓冲区或数据集</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;Dataset Folder…</source>
        <translation>打开数据集文件夹(&amp;D)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open a dataset stored as a folder (Minari: data/main_data.hdf5 and metadata.json)</source>
        <translation>打开以文件夹形式保存的数据集(Minari：data/main_data.hdf5 和 metadata.json)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the changes to the file</source>
        <translation>将更改保存到文件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save as a Tianshou pickle or HDF5 file, or as numpy npz</source>
        <translation>另存为 Tianshou pickle 或 HDF5 文件，或 numpy npz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Watch</source>
        <translation>监视(&amp;W)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read the file again whenever it changes on disk (a buffer a training script saves)</source>
        <translation>每当文件在磁盘上更改时重新读取(训练脚本保存的缓冲区)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Co&amp;mpare With…</source>
        <translation>比较(&amp;M)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compare this document with another open one: keys, statistics, distributions, episodes</source>
        <translation>将此文档与另一个已打开的文档比较：键、统计、分布、回合</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Close</source>
        <translation>关闭(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close the current document</source>
        <translation>关闭当前文档</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear &amp;List</source>
        <translation>清除列表(&amp;L)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Forget the recently opened files</source>
        <translation>清除最近打开的文件记录</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Quit ReplayScope</source>
        <translation>退出 ReplayScope</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the selected cells as tab-separated values</source>
        <translation>将所选单元格复制为制表符分隔值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;name Key</source>
        <translation>重命名键(&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rename the selected key</source>
        <translation>重命名所选键</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Delete Key</source>
        <translation>删除键(&amp;D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the selected key and everything under it</source>
        <translation>删除所选键及其下的所有内容</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edit Value</source>
        <translation>编辑值(&amp;E)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Edit the current table cell</source>
        <translation>编辑当前表格单元格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Go to Row…</source>
        <translation>转到行(&amp;G)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jump to a row of the table</source>
        <translation>跳转到表格中的某一行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Find Steps…</source>
        <translation>查找步(&amp;F)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Find the steps where an expression holds, e.g. rew &lt; -1</source>
        <translation>查找表达式成立的步，例如 rew &lt; -1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current &amp;Key</source>
        <translation>当前键(&amp;K)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy Python that loads the current key from the file</source>
        <translation>复制从文件加载当前键的 Python 代码</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Selected &amp;Rows</source>
        <translation>所选行(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy Python that loads the selected table rows of the current key</source>
        <translation>复制加载当前键所选表格行的 Python 代码</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Selected &amp;Episodes</source>
        <translation>所选回合(&amp;E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy Python that loads the current key at the steps of the selected episodes</source>
        <translation>复制加载所选回合各步当前键的 Python 代码</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whole &amp;Document</source>
        <translation>整个文档(&amp;D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy Python that loads the whole file with the library that wrote it</source>
        <translation>复制用写入该文件的库加载整个文件的 Python 代码</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Preview…</source>
        <translation>预览(&amp;P)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the Python of the current key, rows, episodes or file before copying it</source>
        <translation>复制前显示当前键、行、回合或文件的 Python 代码</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pre&amp;ferences…</source>
        <translation>首选项(&amp;F)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the language of ReplayScope</source>
        <translation>选择 ReplayScope 的语言</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;First Episode</source>
        <translation>第一个回合(&amp;F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to the first episode</source>
        <translation>转到第一个回合</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Previous Episode</source>
        <translation>上一个回合(&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to the previous episode</source>
        <translation>转到上一个回合</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Next Episode</source>
        <translation>下一个回合(&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to the next episode</source>
        <translation>转到下一个回合</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Last Episode</source>
        <translation>最后一个回合(&amp;L)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Go to the last episode</source>
        <translation>转到最后一个回合</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Go to Episode…</source>
        <translation>转到回合(&amp;G)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to an episode by number</source>
        <translation>按编号转到回合</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous &amp;Step</source>
        <translation>上一步(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to the previous step of this episode (Tianshou&apos;s prev)</source>
        <translation>转到本回合的上一步（Tianshou 的 prev）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next S&amp;tep</source>
        <translation>下一步(&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to the next step of this episode (Tianshou&apos;s next)</source>
        <translation>转到本回合的下一步（Tianshou 的 next）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Stack…</source>
        <translation>堆叠(&amp;S)…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Batch.stack of this and other open documents into a new one</source>
        <translation>用 Batch.stack 将此文档与其他已打开的文档合并为新文档</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Concatenate…</source>
        <translation>拼接(&amp;C)…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Batch.cat of this and other open documents into a new one</source>
        <translation>用 Batch.cat 将此文档与其他已打开的文档拼接为新文档</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;plit…</source>
        <translation>拆分(&amp;P)…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Split the rows into parts, each a new document</source>
        <translation>将行拆分为若干部分，每部分成为一个新文档</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sa&amp;mple…</source>
        <translation>抽样(&amp;M)…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A random sample of the rows as a new document</source>
        <translation>随机抽取部分行作为新文档</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Drop Null…</source>
        <translation>删除空值行(&amp;D)…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A new document without the rows holding NaN or None</source>
        <translation>生成不含 NaN 或 None 行的新文档</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;lice…</source>
        <translation>切片(&amp;L)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The rows a numpy index selects, as a new document</source>
        <translation>将 numpy 索引选中的行作为新文档</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete &amp;Rows…</source>
        <translation>删除行(&amp;R)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the steps a numpy index selects (undoable)</source>
        <translation>删除 numpy 索引选中的步（可撤销）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete Selected &amp;Episodes</source>
        <translation>删除所选回合(&amp;E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the episodes selected in the episode list (undoable)</source>
        <translation>删除回合列表中选中的回合（可撤销）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Add Key…</source>
        <translation>添加键(&amp;A)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add a key computed from others, such as rew * 0.99 (undoable)</source>
        <translation>添加由其他键计算得到的键，例如 rew * 0.99（可撤销）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>E&amp;xport Episodes…</source>
        <translation>导出回合(&amp;X)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save the selected or filtered episodes as a buffer, D4RL HDF5 or npz</source>
        <translation>将选中或筛选出的回合保存为缓冲区、D4RL HDF5 或 npz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go to &amp;Keys</source>
        <translation>转到键(&amp;K)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put the keyboard focus into the key tree</source>
        <translation>将键盘焦点移到键树</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to &amp;Table</source>
        <translation>转到表格(&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put the keyboard focus into the table</source>
        <translation>将键盘焦点移到表格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to E&amp;pisodes</source>
        <translation>转到回合(&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put the keyboard focus into the episode list</source>
        <translation>将键盘焦点移到回合列表</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>List the keyboard shortcuts</source>
        <translation>列出键盘快捷键</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About ReplayScope</source>
        <translation>关于 ReplayScope(&amp;A)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>About ReplayScope</source>
        <translation>关于 ReplayScope</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About &amp;Qt</source>
        <translation>关于 Qt(&amp;Q)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>About the Qt toolkit</source>
        <translation>关于 Qt 工具包</translation>
    </message>
</context>
<context>
    <name>BufferState</name>
    <message>
        <location filename="../widgets/model/bufferstate.cpp" line="+50"/>
        <source>Buffer state, not data: the priority of each slot raised to alpha (Tianshou&apos;s buf.weight, the leaves of its sum tree). Read-only; it is not saved as a key.</source>
        <translation>缓冲区状态，而非数据：每个槽位的优先级的 alpha 次方（Tianshou 的 buf.weight，即其求和树的叶子）。只读；不会作为键保存。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Episode in progress</source>
        <translation>进行中的回合</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 steps from slot %2, return %3</source>
        <translation>从槽位 %2 起 %1 步，回报 %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Priority exponent (alpha)</source>
        <translation>优先级指数 (alpha)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Importance exponent (beta)</source>
        <translation>重要性指数 (beta)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Largest priority seen</source>
        <translation>出现过的最大优先级</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Smallest priority seen</source>
        <translation>出现过的最小优先级</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Weight normalisation</source>
        <translation>权重归一化</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sum of the weights</source>
        <translation>权重之和</translation>
    </message>
</context>
<context>
    <name>DataController</name>
    <message>
        <location filename="../app/gui/datacontroller.cpp" line="+32"/>
        <source>generated, not saved</source>
        <translation>已生成，未保存</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 failed: %2</source>
        <translation>%1失败：%2</translation>
    </message>
    <message numerus="yes">
        <location line="+22"/>
        <source>Stacking %Ln documents</source>
        <translation>
            <numerusform>堆叠 %Ln 个文档</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Concatenating %Ln documents</source>
        <translation>
            <numerusform>拼接 %Ln 个文档</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Splitting %1</source>
        <translation>拆分 %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Splitting %1 into %2</source>
        <translation>正在将 %1 拆分到 %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Sampling %L1 rows</source>
        <translation>抽取 %L1 行</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Dropping null rows</source>
        <translation>删除空值行</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Slicing %1</source>
        <translation>正在切片 %1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Cannot delete rows %1: %2</source>
        <translation>无法删除行 %1：%2</translation>
    </message>
    <message numerus="yes">
        <location line="-3"/>
        <source>Delete %Ln rows</source>
        <translation>
            <numerusform>删除 %Ln 行</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+21"/>
        <source>Delete %Ln episodes</source>
        <translation>
            <numerusform>删除 %Ln 个回合</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot delete the episodes: %1</source>
        <translation>无法删除回合：%1</translation>
    </message>
    <message>
        <location line="+12"/>
        <location filename="../app/gui/datadialogs.cpp" line="+425"/>
        <source>&apos;%1&apos; is not a new key name</source>
        <translation>&apos;%1&apos; 不是可用的新键名</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add key %1 = %2</source>
        <translation>添加键 %1 = %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot add %1 = %2: %3</source>
        <translation>无法添加 %1 = %2：%3</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>Exporting %Ln episodes</source>
        <translation>
            <numerusform>导出 %Ln 个回合</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cannot export: %1</source>
        <translation>无法导出：%1</translation>
    </message>
    <message>
        <location filename="../app/gui/datadialogs.cpp" line="-334"/>
        <source>Stack Documents</source>
        <translation>堆叠文档</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Concatenate Documents</source>
        <translation>拼接文档</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Batch.stack of the checked documents, in this order (buffers give their transitions oldest first).</source>
        <translation>按此顺序对勾选的文档执行 Batch.stack（缓冲区按从旧到新的顺序提供其转移）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Batch.cat of the checked documents, in this order (buffers give their transitions oldest first).</source>
        <translation>按此顺序对勾选的文档执行 Batch.cat（缓冲区按从旧到新的顺序提供其转移）。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Documents:</source>
        <translation>文档：</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Axis:</source>
        <translation>轴：</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+11"/>
        <source>Check at least two documents to combine.</source>
        <translation>请至少勾选两个要合并的文档。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Split</source>
        <translation>拆分</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Shuffle the rows first</source>
        <translation>先打乱行的顺序</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Merge a short last part into the one before</source>
        <translation>将较短的最后一部分并入前一部分</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rows per part:</source>
        <translation>每部分行数：</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+67"/>
        <source>Seed:</source>
        <translation>种子：</translation>
    </message>
    <message>
        <location line="-77"/>
        <source>Batch.split: parts of the given size, each opened as a new document or written as a file into a folder.</source>
        <translation>Batch.split：按给定大小拆分，每部分作为新文档打开，或作为文件写入文件夹。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>New documents</source>
        <translation>新文档</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Files in a folder</source>
        <translation>文件夹中的文件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result:</source>
        <translation>结果：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose…</source>
        <translation>选择…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Folder:</source>
        <translation>文件夹：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tianshou pickle (.pkl)</source>
        <translation>Tianshou pickle (.pkl)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tianshou HDF5 (.h5)</source>
        <translation>Tianshou HDF5 (.h5)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NumPy archive (.npz)</source>
        <translation>NumPy 归档 (.npz)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>File format:</source>
        <translation>文件格式：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Folder for the Parts</source>
        <translation>存放各部分的文件夹</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>More than 64 parts: choose a larger size or write files into a folder</source>
        <translation>超过 64 个部分：请选择更大的大小，或将文件写入文件夹</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Writes %Ln files</source>
        <translation>
            <numerusform>写入 %Ln 个文件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Makes %Ln documents</source>
        <translation>
            <numerusform>生成 %Ln 个文档</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Replace Files</source>
        <translation>替换文件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 already holds parts of a split. Replace them?</source>
        <translation>%1 中已有拆分的部分。要替换它们吗？</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Sample</source>
        <translation>抽样</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rows drawn without replacement and kept in time order.</source>
        <translation>无放回地抽取行，并保持时间顺序。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rows:</source>
        <translation>行数：</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Cannot drop null rows: %1</source>
        <translation>无法删除空值行：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+4"/>
        <source>Drop Null</source>
        <translation>删除空值行</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>No row holds a null (NaN or None) value.</source>
        <translation>没有行包含空值（NaN 或 None）。</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%Ln of %L1 rows hold a null (NaN or None) value. Make a new document without them?</source>
        <translation>
            <numerusform>%L1 行中有 %Ln 行包含空值（NaN 或 None）。要生成不含这些行的新文档吗？</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+45"/>
        <source>index %1 is out of bounds for %Ln rows</source>
        <translation>
            <numerusform>索引 %1 超出 %Ln 行的范围</numerusform>
        </translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Slice</source>
        <translation>切片</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A numpy index of the buffer&apos;s %L1 valid transitions, oldest first (not of its storage slots), as in b[index]; the result opens as a new document.</source>
        <translation>缓冲区 %L1 个有效转移（从旧到新，而非其存储槽位）上的 numpy 索引，如 b[index]；结果作为新文档打开。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A numpy index of the %L1 rows, as in b[index]; the result opens as a new document.</source>
        <translation>%L1 行上的 numpy 索引，如 b[index]；结果作为新文档打开。</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Delete Rows works on plain data, not on a replay buffer: its rows are linked into episodes. Select episodes in the episode list and use Delete Selected Episodes, which keeps the buffer valid.</source>
        <translation>删除行适用于普通数据，而不适用于回放缓冲区：其行被链接成回合。请在回合列表中选择回合，然后使用“删除所选回合”，它会保持缓冲区有效。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Delete Rows</source>
        <translation>删除行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A numpy index of the steps to delete (undoable); it starts as the rows selected in the table.</source>
        <translation>要删除的步的 numpy 索引（可撤销）；初始为表格中选中的行。</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Deletes %Ln rows of %L1.</source>
        <translation>
            <numerusform>删除 %L1 行中的 %Ln 行。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Select the episodes to delete in the episode list first.</source>
        <translation>请先在回合列表中选择要删除的回合。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Add Key</source>
        <translation>添加键</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A new key computed from others, as numpy would: + - * /, numbers, parentheses and key paths such as rew or obs.state.</source>
        <translation>按 numpy 的方式由其他键计算得到的新键：可使用 + - * /、数字、括号以及 rew 或 obs.state 等键路径。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>discounted</source>
        <translation>discounted</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>rew * 0.99</source>
        <translation>rew * 0.99</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Name:</source>
        <translation>名称：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expression:</source>
        <translation>表达式：</translation>
    </message>
    <message>
        <location line="+28"/>
        <location line="+12"/>
        <source>Export Episodes</source>
        <translation>导出回合</translation>
    </message>
    <message numerus="yes">
        <location line="-11"/>
        <source>%Ln episodes (the selection, or all that the filter shows).</source>
        <translation>
            <numerusform>%Ln 个回合（所选回合，或筛选后显示的全部回合）。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tianshou pickle (buffer of the same class)</source>
        <translation>Tianshou pickle（同类缓冲区）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tianshou pickle</source>
        <translation>Tianshou pickle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tianshou HDF5 (save_hdf5)</source>
        <translation>Tianshou HDF5 (save_hdf5)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tianshou HDF5 (to_hdf5)</source>
        <translation>Tianshou HDF5 (to_hdf5)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>D4RL-style HDF5</source>
        <translation>D4RL 风格的 HDF5</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NumPy npz</source>
        <translation>NumPy npz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Format:</source>
        <translation>格式：</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Files (*%1)</source>
        <translation>文件 (*%1)</translation>
    </message>
</context>
<context>
    <name>DataDialogs</name>
    <message>
        <location line="-377"/>
        <source>numpy&apos;s RandomState seed: the same seed gives the same rows</source>
        <translation>numpy RandomState 的种子：相同的种子得到相同的行</translation>
    </message>
    <message>
        <location line="+173"/>
        <source>at character %1: %2</source>
        <translation>第 %1 个字符处：%2</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>e.g. 100:200, ::2, [0, 5, 9], -50:</source>
        <translation>例如 100:200, ::2, [0, 5, 9], -50:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Index:</source>
        <translation>索引：</translation>
    </message>
</context>
<context>
    <name>DataOps</name>
    <message>
        <location filename="../widgets/model/data/dataops.cpp" line="+96"/>
        <source>stack(%1)</source>
        <translation>stack(%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stack(%1, axis=%2)</source>
        <translation>stack(%1, axis=%2)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The shapes of %1 differ between the documents: stacked as object arrays (dtype=object), as Tianshou does with a warning.</source>
        <translation>%1 的形状在文档之间不同：已按对象数组 (dtype=object) 堆叠，与 Tianshou 相同（Tianshou 会给出警告）。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>cat(%1)</source>
        <translation>cat(%1)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>split(%1)[%2] of %3</source>
        <translation>%3 的 split(%1)[%2]</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>cannot sample %1 rows from %2</source>
        <translation>无法从 %2 行中抽取 %1 行</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>sample(%1) of %2</source>
        <translation>%2 的 sample(%1)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>dropnull() of %1</source>
        <translation>%1 的 dropnull()</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>A replay buffer keeps its episodes whole: delete episodes instead of single rows.</source>
        <translation>回放缓冲区须保持回合完整：请删除回合，而不是单独的行。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>step %1 is out of range (0 to %2)</source>
        <translation>步 %1 超出范围（0 到 %2）</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+14"/>
        <source>episode %1 does not exist</source>
        <translation>回合 %1 不存在</translation>
    </message>
</context>
<context>
    <name>Document</name>
    <message>
        <location filename="../widgets/model/document.cpp" line="+119"/>
        <source>Tianshou HDF5</source>
        <translation>Tianshou HDF5</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>numpy npz</source>
        <translation>numpy npz</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tianshou pickle (protocol 4)</source>
        <translation>Tianshou pickle（协议 4）</translation>
    </message>
    <message>
        <location filename="../widgets/model/stepindex.cpp" line="+137"/>
        <source>No episode flags: the data has neither &apos;done&apos; nor &apos;terminated&apos;/&apos;truncated&apos;.</source>
        <translation>没有回合标志：数据既没有 &apos;done&apos; 也没有 &apos;terminated&apos;/&apos;truncated&apos;。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No episodes: the flags or rewards are not numbers (they are objects, as a Stack of unequal shapes makes them).</source>
        <translation>没有回合：标志或奖励不是数字（它们是对象，形状不同的堆叠会产生这种情况）。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No episodes: the flags or rewards cannot be read (%1).</source>
        <translation>没有回合：无法读取标志或奖励（%1）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No episodes in this data.</source>
        <translation>此数据中没有回合。</translation>
    </message>
    <message>
        <location filename="../widgets/model/documentedit.cpp" line="+73"/>
        <source>&apos;%1&apos; is not a valid key name</source>
        <translation>&apos;%1&apos; 不是有效的键名</translation>
    </message>
    <message>
        <location filename="../widgets/model/documentepisodes.cpp" line="+39"/>
        <source>Finding episodes…</source>
        <translation>正在查找回合…</translation>
    </message>
</context>
<context>
    <name>EpisodeExport</name>
    <message>
        <location filename="../widgets/model/data/episodeexport.cpp" line="+93"/>
        <source>D4RL needs &apos;%1&apos;, which these transitions lack</source>
        <translation>D4RL 需要 &apos;%1&apos;，但这些转移中没有</translation>
    </message>
</context>
<context>
    <name>EpisodeGroups</name>
    <message>
        <location filename="../widgets/model/episodegroups.cpp" line="+24"/>
        <source>no episode group &apos;%1&apos;</source>
        <translation>没有回合组“%1”</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>episode group &apos;%1&apos; has no &apos;actions&apos;</source>
        <translation>回合组“%1”没有“actions”</translation>
    </message>
</context>
<context>
    <name>Expression</name>
    <message>
        <location filename="../widgets/model/data/expression.cpp" line="+26"/>
        <source>unexpected &apos;%1&apos;</source>
        <translation>意外的 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>missing &apos;)&apos;</source>
        <translation>缺少 &apos;)&apos;</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>missing &apos;]&apos;</source>
        <translation>缺少 &apos;]&apos;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a key or a number is missing</source>
        <translation>缺少键或数字</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bad number</source>
        <translation>无效的数字</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no key &apos;%1&apos;</source>
        <translation>没有键 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;%1&apos; is not an array</source>
        <translation>&apos;%1&apos; 不是数组</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the expression gives a single number; use at least one key</source>
        <translation>该表达式只得到一个数字；请至少使用一个键</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 at character %2</source>
        <translation>第 %2 个字符处：%1</translation>
    </message>
</context>
<context>
    <name>FindStepsController</name>
    <message>
        <location filename="../app/gui/findsteps.cpp" line="+68"/>
        <source>The document is busy (saving); search again when it is done.</source>
        <translation>文档正忙(正在保存)；完成后请再次搜索。</translation>
    </message>
</context>
<context>
    <name>ImageLayout</name>
    <message>
        <location filename="../widgets/model/image/imagelayout.cpp" line="+50"/>
        <source>not an image</source>
        <translation>不是图像</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>grey</source>
        <translation>灰度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>RGB</source>
        <translation>RGB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>RGBA</source>
        <translation>RGBA</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 × %2 %3 frames</source>
        <translation>%1 × %2 %3 帧</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
</context>
<context>
    <name>KeySeries</name>
    <message>
        <location filename="../widgets/model/plot/keyseries.cpp" line="+83"/>
        <source>%1: only numbers and booleans can be plotted</source>
        <translation>%1：只能绘制数字和布尔值</translation>
    </message>
</context>
<context>
    <name>KeyTree</name>
    <message>
        <location filename="../widgets/model/valuetext.cpp" line="+20"/>
        <source>reserved</source>
        <translation>保留</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>%1 B</source>
        <translation>%1 B</translation>
    </message>
</context>
<context>
    <name>Loader</name>
    <message>
        <location filename="../widgets/model/loader.cpp" line="+43"/>
        <source>Stable-Baselines3 replay buffer (pickle protocol %1)</source>
        <translation>Stable-Baselines3 回放缓冲区（pickle 协议 %1）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>imitation trajectories (pickle protocol %1)</source>
        <translation>imitation 轨迹（pickle 协议 %1）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tianshou pickle (protocol %1)</source>
        <translation>Tianshou pickle（协议 %1）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Python pickle (protocol %1)</source>
        <translation>Python pickle（协议 %1）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tianshou HDF5</source>
        <translation>Tianshou HDF5</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>D4RL HDF5</source>
        <translation>D4RL HDF5</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Minari HDF5</source>
        <translation>Minari HDF5</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>robomimic HDF5</source>
        <translation>robomimic HDF5</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>d3rlpy HDF5</source>
        <translation>d3rlpy HDF5</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>HDF5</source>
        <translation>HDF5</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>imitation trajectories (.npz)</source>
        <translation>imitation 轨迹 (.npz)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NumPy .npz archive</source>
        <translation>NumPy .npz 归档</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TorchRL replay buffer (dumps)</source>
        <translation>TorchRL 回放缓冲区 (dumps)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NumPy .npy array</source>
        <translation>NumPy .npy 数组</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>RLlib JSON</source>
        <translation>RLlib JSON</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>torch.save file</source>
        <translation>torch.save 文件</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Metadata entries</source>
        <translation>元数据条目</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Records</source>
        <translation>记录</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Episodes in file</source>
        <translation>文件中的回合数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total steps</source>
        <translation>总步数</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+72"/>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <location line="-63"/>
        <source>Tianshou 0.4.0 – 0.4.9 (done only)</source>
        <translation>Tianshou 0.4.0 – 0.4.9（仅 done）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tianshou 0.4.10 – 0.5.x</source>
        <translation>Tianshou 0.4.10 – 0.5.x</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tianshou 1.0 – 1.1</source>
        <translation>Tianshou 1.0 – 1.1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tianshou 1.2</source>
        <translation>Tianshou 1.2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tianshou 2.0 or later</source>
        <translation>Tianshou 2.0 或更高版本</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 is empty.</source>
        <translation>%1 为空。</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Shown as</source>
        <translation>显示为</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the Tianshou %1 of its transitions (stored keys: replayscope-cli info)</source>
        <translation>其转移的 Tianshou %1（存储的键：replayscope-cli info）</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The file ends early: it is incomplete, perhaps from an interrupted save or download. Details: %1</source>
        <translation>文件提前结束：它不完整，可能是保存或下载被中断。详细信息：%1</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="+144"/>
        <source>Table</source>
        <translation>表格</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Image</source>
        <translation>图像</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Keys</source>
        <translation>键</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Episodes</source>
        <translation>回合</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Details</source>
        <translation>详细信息</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop opening the file</source>
        <translation>停止打开文件</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Copy as &amp;Python</source>
        <translation>复制为 &amp;Python</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>E&amp;pisode</source>
        <translation>回合(&amp;P)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Data</source>
        <translation>数据(&amp;D)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Main</source>
        <translation>主工具栏</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reset &amp;Layout</source>
        <translation>重置布局(&amp;L)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Put the panels back where they were at the first start</source>
        <translation>将各面板恢复到首次启动时的位置</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Open Dataset Folder</source>
        <translation>打开数据集文件夹</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay buffers and datasets (*.pkl *.pickle *.pk *.h5 *.hdf5 *.hdf *.npz *.npy *.json *.memmap *.pt *.pth *.pkl.gz *.pkl.bz2 *.pkl.xz *.pkl.lzma *.pkl.z *.joblib);;HDF5: Tianshou, D4RL, Minari, robomimic, d3rlpy (*.h5 *.hdf5 *.hdf);;numpy and imitation trajectories (*.npz *.npy);;torch.save files (*.pt *.pth);;Compressed pickles (*.pkl.gz *.pkl.bz2 *.pkl.xz *.pkl.lzma *.pkl.z *.joblib);;TorchRL ReplayBuffer.dumps(): any file of the folder (*.memmap *.json);;All files (*)</source>
        <translation>回放缓冲区和数据集 (*.pkl *.pickle *.pk *.h5 *.hdf5 *.hdf *.npz *.npy *.json *.memmap *.pt *.pth *.pkl.gz *.pkl.bz2 *.pkl.xz *.pkl.lzma *.pkl.z *.joblib);;HDF5: Tianshou, D4RL, Minari, robomimic, d3rlpy (*.h5 *.hdf5 *.hdf);;numpy 与 imitation 轨迹 (*.npz *.npy);;torch.save 文件 (*.pt *.pth);;压缩的 pickle (*.pkl.gz *.pkl.bz2 *.pkl.xz *.pkl.lzma *.pkl.z *.joblib);;TorchRL ReplayBuffer.dumps(): 该文件夹中的任意文件 (*.memmap *.json);;所有文件 (*)</translation>
    </message>
    <message>
        <location line="+166"/>
        <source>%1 (watched: read again when it changes on disk)</source>
        <translation>%1(监视中：磁盘上的文件变化时重新读取)</translation>
    </message>
    <message>
        <location line="+158"/>
        <source>Go to Episode</source>
        <translation>转到回合</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Episode (0 to %1):</source>
        <translation>回合（0 到 %1）：</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1%2 — ReplayScope</source>
        <translation>%1%2 — ReplayScope</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ReplayScope</source>
        <translation>ReplayScope</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No document — open a file or drop one here</source>
        <translation>没有文档 — 打开文件或将文件拖放到此处</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%L1/%L2</source>
        <translation>%L1/%L2</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln steps</source>
        <translation>
            <numerusform>%Ln 步</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (%2 mapped)</source>
        <translation>%1（已映射 %2）</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>About ReplayScope</source>
        <translation>关于 ReplayScope</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>&apos;%1&apos; is a key Tianshou&apos;s buffers need: without it, Tianshou will not load the saved file as a buffer (Undo brings it back).</source>
        <translation>“%1”是 Tianshou 缓冲区需要的键：没有它，Tianshou 不会将保存的文件作为缓冲区加载（撤销可恢复）。</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindowfiles.cpp" line="+48"/>
        <source>Opening %1…</source>
        <translation>正在打开 %1…</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Opened %1</source>
        <translation>已打开 %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Could not open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Stopped opening %1</source>
        <translation>已停止打开 %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Saving %1…</source>
        <translation>正在保存 %1…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Could not recover %1: %2</source>
        <translation>无法恢复 %1：%2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Could not save %1: %2</source>
        <translation>无法保存 %1：%2</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>%1: done</source>
        <translation>%1：已完成</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: done. %2</source>
        <translation>%1：完成。%2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: stopped</source>
        <translation>%1：已停止</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Open the other buffer too (and let running work finish), then compare.</source>
        <translation>请同时打开另一个缓冲区(并等待正在进行的工作完成)，然后再比较。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Compare With</source>
        <translation>比较</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Compare %1 (A) with (B):</source>
        <translation>将 %1 (A) 与 (B) 比较：</translation>
    </message>
    <message numerus="yes">
        <location line="+59"/>
        <source>Read %1 again: %Ln new episode(s)</source>
        <translation>
            <numerusform>已重新读取 %1：%Ln 个新回合</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 is open with other unsaved changes; the recovered copy is in a new tab</source>
        <translation>%1 已打开且有其他未保存的更改；恢复的副本在新标签页中</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>No recent files</source>
        <translation>没有最近打开的文件</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 has no unsaved changes</source>
        <translation>%1 没有未保存的更改</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cannot tell the format of %1: use a .pkl (pickle), .h5 (HDF5) or .npz (numpy) file name.</source>
        <translation>无法判断 %1 的格式：请使用 .pkl（pickle）、.h5（HDF5）或 .npz（numpy）文件名。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Tianshou pickle (*.pkl)</source>
        <translation>Tianshou pickle (*.pkl)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tianshou HDF5 (*.h5 *.hdf5)</source>
        <translation>Tianshou HDF5 (*.h5 *.hdf5)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>numpy arrays (*.npz)</source>
        <translation>numpy 数组 (*.npz)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Save As</source>
        <translation>另存为</translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+53"/>
        <source>Unsaved Changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <location line="-52"/>
        <source>%1 has unsaved changes. Save them before closing?</source>
        <translation>%1 有未保存的更改。关闭前要保存吗？</translation>
    </message>
    <message numerus="yes">
        <location line="+53"/>
        <source>%Ln documents have unsaved changes:</source>
        <translation>
            <numerusform>%Ln 个文档有未保存的更改：</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Discard All</source>
        <translation>全部丢弃</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../app/gui/preferencesdialog.cpp" line="+35"/>
        <source>Preferences</source>
        <translation>首选项</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>System default</source>
        <translation>系统默认</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Language:</source>
        <translation>语言(&amp;L)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unsaved changes are copied this long after an edit, and offered back if ReplayScope does not close normally</source>
        <translation>编辑后经过这段时间，未保存的更改会被复制；如果 ReplayScope 未正常关闭，会提供恢复</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Autosave after:</source>
        <translation>自动保存间隔(&amp;A)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A new language is used the next time ReplayScope starts.</source>
        <translation>新语言将在 ReplayScope 下次启动时生效。</translation>
    </message>
</context>
<context>
    <name>PythonCopier</name>
    <message>
        <location filename="../app/gui/pythoncopy.cpp" line="+26"/>
        <source>Open a file first.</source>
        <translation>请先打开一个文件。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This data has no file yet: save it, then copy Python that loads it.</source>
        <translation>这些数据还没有文件：请先保存，再复制加载它的 Python 代码。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose a key in the key tree first.</source>
        <translation>请先在键树中选择一个键。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Select rows in the table first.</source>
        <translation>请先在表格中选择行。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Select episodes in the episode list first.</source>
        <translation>请先在回合列表中选择回合。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source># The file as saved: changes not yet saved in ReplayScope are not in it.
</source>
        <translation># 已保存的文件：ReplayScope 中尚未保存的更改不在其中。
</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Python that loads the whole file into `%1`: this layout has no direct way to the selection.</source>
        <translation>将整个文件加载到 `%1` 的 Python 代码：此布局无法直接取得所选部分。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Python that loads %1 into `%2`.</source>
        <translation>将 %1 加载到 `%2` 的 Python 代码。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2</source>
        <translation>%2 的 %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Copied: %1</source>
        <translation>已复制：%1</translation>
    </message>
</context>
<context>
    <name>PythonPreviewDialog</name>
    <message>
        <location filename="../app/gui/pythondialog.cpp" line="+23"/>
        <source>Copy as Python</source>
        <translation>复制为 Python</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Current key</source>
        <translation>当前键</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Selected rows</source>
        <translation>所选行</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Selected episodes</source>
        <translation>所选回合</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Whole document</source>
        <translation>整个文档</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Copied: %1</source>
        <translation>已复制：%1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Load:</source>
        <translation>加载(&amp;L)：</translation>
    </message>
</context>
<context>
    <name>PythonSnippet</name>
    <message numerus="yes">
        <location filename="../widgets/model/snippet/snippetsource.cpp" line="+83"/>
        <source>all %Ln steps</source>
        <translation>
            <numerusform>全部 %Ln 步</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>step %1</source>
        <translation>第 %1 步</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>steps %1-%2</source>
        <translation>第 %1-%2 步</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln selected steps</source>
        <translation>
            <numerusform>所选的 %Ln 步</numerusform>
        </translation>
    </message>
    <message>
        <location line="+25"/>
        <source>episode %1</source>
        <translation>回合 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>episodes %1</source>
        <translation>回合 %1</translation>
    </message>
</context>
<context>
    <name>RecoveryDialog</name>
    <message>
        <location filename="../app/gui/recoverydialog.cpp" line="+25"/>
        <source>Recover Unsaved Changes</source>
        <translation>恢复未保存的更改</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ReplayScope did not close normally last time. These documents had unsaved changes, which were saved automatically. Recovered documents open as modified; nothing is written to the original files until you save.</source>
        <translation>ReplayScope 上次未正常关闭。这些文档有未保存的更改，已被自动保存。恢复的文档将以已修改状态打开；在您保存之前，不会写入原始文件。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Document</source>
        <translation>文档</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Original file</source>
        <translation>原始文件</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Autosaved</source>
        <translation>自动保存时间</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>(never saved)</source>
        <translation>（从未保存）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The file changed after this autosave</source>
        <translation>此次自动保存之后文件已更改</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Recover</source>
        <translation>恢复(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Discard</source>
        <translation>丢弃(&amp;D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Later</source>
        <translation>稍后(&amp;L)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delete the checked autosaves for good</source>
        <translation>永久删除选中的自动保存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep the autosaves and ask again on the next start</source>
        <translation>保留自动保存，并在下次启动时再次询问</translation>
    </message>
</context>
<context>
    <name>ReplayScope::Ui::AutosaveManager</name>
    <message>
        <location filename="../widgets/model/autosave.cpp" line="+188"/>
        <source>Cannot create the autosave folder %1.</source>
        <translation>无法创建自动保存文件夹 %1。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cannot lock the autosave folder %1.</source>
        <translation>无法锁定自动保存文件夹 %1。</translation>
    </message>
    <message>
        <location line="+50"/>
        <location line="+33"/>
        <source>The autosave of %1 failed: %2</source>
        <translation>%1 的自动保存失败：%2</translation>
    </message>
</context>
<context>
    <name>ReplayScope::Ui::BatchTreeModel</name>
    <message>
        <location filename="../widgets/model/batchtreemodel.cpp" line="+303"/>
        <source>Key</source>
        <translation>键</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kind</source>
        <translation>种类</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DType</source>
        <translation>数据类型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shape</source>
        <translation>形状</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Min</source>
        <translation>最小值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Max</source>
        <translation>最大值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mean</source>
        <translation>平均值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>A key name cannot be empty.</source>
        <translation>键名不能为空。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A key name cannot contain &apos;.&apos; (it separates nested keys).</source>
        <translation>键名不能包含 &apos;.&apos;（它用于分隔嵌套的键）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is already a key named &apos;%1&apos; here.</source>
        <translation>此处已有名为 &apos;%1&apos; 的键。</translation>
    </message>
</context>
<context>
    <name>ReplayScope::Ui::CompareModel</name>
    <message>
        <location filename="../widgets/model/compare/comparemodel.cpp" line="+75"/>
        <location line="+30"/>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>Only in B</source>
        <translation>仅在 B 中</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only in A</source>
        <translation>仅在 A 中</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>dtype %1 → %2</source>
        <translation>dtype %1 → %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>shape %1 → %2</source>
        <translation>形状 %1 → %2</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%Ln row(s) differ, first: %1</source>
        <translation>
            <numerusform>%Ln 行不同，最先的：%1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>not compared: %1 vs %2 rows</source>
        <translation>未比较：%1 行对 %2 行</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not compared: row shapes differ</source>
        <translation>未比较：行形状不同</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not compared: dtypes differ</source>
        <translation>未比较：dtype 不同</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The same on both sides</source>
        <translation>两边相同</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Key</source>
        <translation>键</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A mean ± std</source>
        <translation>A 均值 ± 标准差</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>B mean ± std</source>
        <translation>B 均值 ± 标准差</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KS</source>
        <translation>KS</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rows differing</source>
        <translation>不同的行</translation>
    </message>
</context>
<context>
    <name>ReplayScope::Ui::CompareWindow</name>
    <message>
        <location filename="../widgets/view/comparewindow.cpp" line="+53"/>
        <source>Compare %1 with %2</source>
        <translation>比较 %1 与 %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Comparing A = %1 with B = %2…</source>
        <translation>正在比较 A = %1 与 B = %2…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Distribution of the key</source>
        <translation>键的分布</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Both series (rows line up)</source>
        <translation>两条序列(行对齐时)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Episode returns</source>
        <translation>回合回报</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Episode lengths</source>
        <translation>回合长度</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Could not compare: %1</source>
        <translation>无法比较：%1</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%1 (%2, %Ln row(s), %3 episodes)</source>
        <translation>
            <numerusform>%1 (%2，%Ln 行，%3 个回合)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A = %1&lt;br&gt;B = %2&lt;br&gt;&lt;b&gt;%3&lt;/b&gt;</source>
        <translation>A = %1&lt;br&gt;B = %2&lt;br&gt;&lt;b&gt;%3&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Equal.</source>
        <translation>相同。</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%Ln key(s) differ.</source>
        <translation>
            <numerusform>%Ln 个键不同。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+25"/>
        <source>episode return</source>
        <translation>回合回报</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>episode length</source>
        <translation>回合长度</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>count</source>
        <translation>计数</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>step</source>
        <translation>步</translation>
    </message>
</context>
<context>
    <name>ReplayScope::Ui::DetailsModel</name>
    <message>
        <location filename="../widgets/model/detailsmodel.cpp" line="+37"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>(not saved)</source>
        <translation>(未保存)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Format</source>
        <translation>格式</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Class</source>
        <translation>类</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Release</source>
        <translation>版本</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+14"/>
        <source>Length</source>
        <translation>长度</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>%1 of %2</source>
        <translation>%1（容量 %2）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Max size</source>
        <translation>最大容量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stack num</source>
        <translation>堆叠帧数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ignore obs_next</source>
        <translation>忽略 obs_next</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save only last obs</source>
        <translation>仅保存最后一个 obs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sample avail</source>
        <translation>仅采样可用索引</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write pointer</source>
        <translation>写入指针</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Last index</source>
        <translation>最后索引</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+4"/>
        <source>Episodes</source>
        <translation>回合</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>%1 so far (%2% of the steps read)</source>
        <translation>目前 %1 个（已读取 %2% 的步）</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Terminated</source>
        <translation>终止</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Truncated</source>
        <translation>截断</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unfinished</source>
        <translation>未完成</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start overwritten by the ring</source>
        <translation>开头被环形缓冲区覆盖</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Single-step episodes</source>
        <translation>单步回合</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 (%2 mapped from the file)</source>
        <translation>%1（其中 %2 从文件映射）</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Property</source>
        <translation>属性</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <translation>值</translation>
    </message>
</context>
<context>
    <name>ReplayScope::Ui::Document</name>
    <message>
        <location filename="../widgets/model/document.cpp" line="+39"/>
        <source>a random sample of rows, not a sequence of episodes</source>
        <translation>随机抽取的行，而不是回合序列</translation>
    </message>
</context>
<context>
    <name>ReplayScope::Ui::EpisodeListModel</name>
    <message>
        <location filename="../widgets/model/episodelistmodel.cpp" line="+54"/>
        <source>terminated</source>
        <translation>终止</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>truncated</source>
        <translation>截断</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unfinished</source>
        <translation>未完成</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 · start overwritten</source>
        <translation>%1 · 开头已被覆盖</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>New since the file was last read (File ▸ Watch)</source>
        <translation>自上次读取文件以来新增(文件 ▸ 监视)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The ring buffer overwrote the first steps of this episode: its return and length cover only the steps still stored.</source>
        <translation>环形缓冲区覆盖了此回合的前几步：其回报和长度只包含仍保存的步。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start</source>
        <translation>起始</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Length</source>
        <translation>长度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Return</source>
        <translation>回报</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End</source>
        <translation>结束方式</translation>
    </message>
</context>
<context>
    <name>ReplayScope::Ui::EpisodeNavigator</name>
    <message>
        <location filename="../widgets/view/episodenavigator.cpp" line="+55"/>
        <source>return ≥</source>
        <translation>回报 ≥</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show episodes whose return is at least this</source>
        <translation>显示回报不低于此值的回合</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>return ≤</source>
        <translation>回报 ≤</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show episodes whose return is at most this</source>
        <translation>显示回报不高于此值的回合</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>length ≥</source>
        <translation>长度 ≥</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show episodes at least this long</source>
        <translation>显示长度不小于此值的回合</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>length ≤</source>
        <translation>长度 ≤</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show episodes at most this long</source>
        <translation>显示长度不大于此值的回合</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>any end</source>
        <translation>任意结束方式</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>terminated</source>
        <translation>终止</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>truncated</source>
        <translation>截断</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unfinished</source>
        <translation>未完成</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>start overwritten</source>
        <translation>开头已被覆盖</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show episodes that end this way</source>
        <translation>显示以此方式结束的回合</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show only the demos a mask of the file lists (robomimic&apos;s mask/train, mask/valid, ...)</source>
        <translation>仅显示文件中某个掩码列出的演示（robomimic 的 mask/train、mask/valid 等）</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Episode number</source>
        <translation>回合编号</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Episode</source>
        <translation>回合</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>all episodes</source>
        <translation>所有回合</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>mask %1 (%n demo(s))</source>
        <translation>
            <numerusform>掩码 %1（%n 个演示）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>(0–%L1, finding more: %2%)</source>
        <translation>（0–%L1，正在查找更多：%2%）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>(0–%L1)</source>
        <translation>(0–%L1)</translation>
    </message>
</context>
<context>
    <name>ReplayScope::Ui::ErrorBanner</name>
    <message>
        <location filename="../widgets/view/errorbanner.cpp" line="+29"/>
        <source>Dismiss</source>
        <translation>关闭</translation>
    </message>
</context>
<context>
    <name>ReplayScope::Ui::ImagePanel</name>
    <message>
        <location filename="../widgets/view/image/imagepanel.cpp" line="+73"/>
        <source>Key shown as images</source>
        <translation>以图像显示的键</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Auto range</source>
        <translation>自动范围</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>0 … 1</source>
        <translation>0 … 1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>0 … 255</source>
        <translation>0 … 255</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How values that are not bytes map to black … white</source>
        <translation>非字节值如何映射到黑 … 白</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Grey</source>
        <translation>灰度</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Viridis</source>
        <translation>Viridis</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Inferno</source>
        <translation>Inferno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Colour map for single-channel images</source>
        <translation>单通道图像的颜色映射</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+182"/>
        <source>Play</source>
        <translation>播放</translation>
    </message>
    <message>
        <location line="-181"/>
        <source>Play through the current episode</source>
        <translation>播放当前回合</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> fps</source>
        <translation> fps</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Steps per second while playing</source>
        <translation>播放时每秒的步数</translation>
    </message>
    <message>
        <location line="+155"/>
        <source>%1 · step %L2</source>
        <translation>%1 · 第 %L2 步</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No image-like key (HxW, HxWxC, CxHxW or stacked frames)</source>
        <translation>没有类似图像的键（HxW、HxWxC、CxHxW 或堆叠帧）</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
</context>
<context>
    <name>ReplayScope::Ui::KeyTreePanel</name>
    <message>
        <location filename="../widgets/view/keytreepanel.cpp" line="+47"/>
        <source>%1 (pinned to the table)</source>
        <translation>%1（已固定到表格）</translation>
    </message>
    <message>
        <location line="+22"/>
        <location line="+35"/>
        <source>P&amp;in to Table</source>
        <translation>固定到表格(&amp;I)</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>Copy &amp;Path</source>
        <translation>复制路径(&amp;P)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep the selected keys in the table whatever is selected</source>
        <translation>无论选中什么，都在表格中保留所选的键</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Filter keys</source>
        <translation>筛选键</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Unp&amp;in from Table</source>
        <translation>从表格取消固定(&amp;I)</translation>
    </message>
</context>
<context>
    <name>ReplayScope::Ui::PlotPanel</name>
    <message>
        <location filename="../widgets/view/plot/plotmodes.cpp" line="+39"/>
        <location line="+229"/>
        <location filename="../widgets/view/plot/plotpanel.cpp" line="+136"/>
        <source>step</source>
        <translation>步</translation>
    </message>
    <message>
        <location line="-218"/>
        <source>not drawn, more than %1 lines: %2</source>
        <translation>未绘制（超过 %1 条线）：%2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>not drawn, another number of steps: %1</source>
        <translation>未绘制（步数不同）：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose a numeric per-step key to plot it</source>
        <translation>选择一个逐步的数值键以绘制图表</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../widgets/view/plot/plotpanel.cpp" line="+270"/>
        <source>%1 has no rows</source>
        <translation>%1 没有行</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>reading every step: %1%, a sample until then</source>
        <translation>正在读取所有步: %1%,在此之前为抽样</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: first %2 columns of %3</source>
        <translation>%1：%3 列中的前 %2 列</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1 · %Ln steps</source>
        <translation>
            <numerusform>%1 · %Ln 步</numerusform>
        </translation>
    </message>
    <message>
        <location line="+75"/>
        <source>episode</source>
        <translation>回合</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>return</source>
        <translation>回报</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>length</source>
        <translation>长度</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%Ln episodes · click one to go there</source>
        <translation>
            <numerusform>%Ln 个回合 · 点击其中一个即可跳转</numerusform>
        </translation>
    </message>
    <message>
        <location line="+36"/>
        <location line="+42"/>
        <source>count</source>
        <translation>计数</translation>
    </message>
    <message>
        <location line="-38"/>
        <source>Choose a numeric per-step key</source>
        <translation>选择一个逐步的数值键</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The cursor is in no episode</source>
        <translation>光标不在任何回合中</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: the histogram follows once every step is read (%2%)</source>
        <translation>%1: 读取完所有步后显示直方图 (%2%)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 in episode %2</source>
        <translation>回合 %2 中的 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, all rows</source>
        <translation>%1，所有行</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>step in episode %1</source>
        <translation>回合 %1 中的步</translation>
    </message>
    <message>
        <location filename="../widgets/view/plot/plotpanel.cpp" line="-343"/>
        <source>Bars</source>
        <translation>柱状</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Key against step</source>
        <translation>键值随步变化</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Return per episode</source>
        <translation>每回合回报</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Length per episode</source>
        <translation>每回合长度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Histogram of key</source>
        <translation>键的直方图</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What to plot</source>
        <translation>要绘制的内容</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>All rows</source>
        <translation>所有行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current episode</source>
        <translation>当前回合</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which rows the histogram counts</source>
        <translation>直方图统计哪些行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw bars instead of a line</source>
        <translation>绘制柱状而非折线</translation>
    </message>
    <message>
        <location line="+329"/>
        <source>%1 holds no number per step, so there is nothing to plot</source>
        <translation>%1 不含逐步的数值，因此没有可绘制的内容</translation>
    </message>
    <message>
        <location filename="../widgets/view/plot/plotcontextmenu.cpp" line="+17"/>
        <location filename="../widgets/view/plot/plotpanel.cpp" line="-323"/>
        <source>Reset View</source>
        <translation>重置视图</translation>
    </message>
    <message>
        <location filename="../widgets/view/plot/plotpanel.cpp" line="+2"/>
        <source>Show all the data (zoom with the wheel, pan by dragging)</source>
        <translation>显示全部数据（滚轮缩放，拖动平移）</translation>
    </message>
    <message>
        <location filename="../widgets/view/plot/plotcontextmenu.cpp" line="+1"/>
        <location filename="../widgets/view/plot/plotpanel.cpp" line="+4"/>
        <source>Fit Episode</source>
        <translation>适应回合</translation>
    </message>
    <message>
        <location filename="../widgets/view/plot/plotpanel.cpp" line="+1"/>
        <source>Show the current episode, steps counted from its start</source>
        <translation>显示当前回合，步数从其开始计数</translation>
    </message>
    <message>
        <location filename="../widgets/view/plot/plotcontextmenu.cpp" line="+4"/>
        <location filename="../widgets/view/plot/plotpanel.cpp" line="+3"/>
        <source>Export…</source>
        <translation>导出…</translation>
    </message>
    <message>
        <location filename="../widgets/view/plot/plotpanel.cpp" line="+2"/>
        <source>Save the plot as a PNG image or a PDF file</source>
        <translation>将图表保存为 PNG 图像或 PDF 文件</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>More</source>
        <translation>更多</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The plot&apos;s actions that do not fit here</source>
        <translation>此处放不下的图表操作</translation>
    </message>
    <message>
        <location filename="../widgets/view/plot/plotmodes.cpp" line="-171"/>
        <location filename="../widgets/view/plot/plotpanel.cpp" line="+285"/>
        <source>%1 is image-like: the Image tab shows it</source>
        <translation>%1 类似图像：请在“图像”标签页中查看</translation>
    </message>
    <message>
        <location filename="../widgets/view/plot/plotexport.cpp" line="+85"/>
        <source>Wrote %1</source>
        <translation>已写入 %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>PNG image (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PDF document, vector (*.pdf)</source>
        <translation>PDF 文档，矢量 (*.pdf)</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+6"/>
        <source>Export Plot</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> pt</source>
        <translation> pt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Include the time cursor and the current episode&apos;s shading</source>
        <translation>包含时间光标和当前回合的阴影</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Size:</source>
        <translation>尺寸：</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>Could not write %1</source>
        <translation>无法写入 %1</translation>
    </message>
    <message>
        <location filename="../widgets/view/plot/plotpanel.cpp" line="+24"/>
        <source>Reading %1…</source>
        <translation>正在读取 %1…</translation>
    </message>
    <message>
        <location filename="../widgets/view/plot/plotexport.cpp" line="-11"/>
        <source>ReplayScope</source>
        <translation>ReplayScope</translation>
    </message>
</context>
<context>
    <name>ReplayScope::Ui::SeriesStore</name>
    <message>
        <location filename="../widgets/model/plot/seriesstore.cpp" line="+103"/>
        <source>%1 is not a per-step array of numbers</source>
        <translation>%1 不是逐步的数值数组</translation>
    </message>
</context>
<context>
    <name>ReplayScope::Ui::ShortcutsDialog</name>
    <message>
        <location filename="../widgets/view/shortcutsdialog.cpp" line="+17"/>
        <source>Keyboard Shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Shortcut</source>
        <translation>快捷键</translation>
    </message>
</context>
<context>
    <name>ReplayScope::Ui::StepFilterBar</name>
    <message>
        <location filename="../widgets/view/stepfilterbar.cpp" line="+23"/>
        <source>Find steps: rew &lt; -1 &amp; abs(act[:,0]) &gt; 0.95</source>
        <translation>查找步：rew &lt; -1 &amp; abs(act[:,0]) &gt; 0.95</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An expression over the keys, true for the steps to find (the language of Add Key: comparisons, &amp; | ~, abs, isnan, .any(axis=1)). Enter searches; the table and the plot mark the steps, the episode list selects their episodes, and Delete Rows, Slice and Export Episodes act on them.</source>
        <translation>关于各键的表达式，对要查找的步为真(与“添加键”相同的语言：比较、&amp; | ~、abs、isnan、.any(axis=1))。按回车搜索；表格和图标出这些步，回合列表选中它们的回合，删除行、切片和导出回合作用于它们。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Previous matching step</source>
        <translation>上一个匹配的步</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next matching step</source>
        <translation>下一个匹配的步</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Searching…</source>
        <translation>正在搜索…</translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>%Ln step(s)</source>
        <translation>
            <numerusform>%Ln 步</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%Ln step(s) in %1</source>
        <translation>
            <numerusform>%1 中的 %Ln 步</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln episode(s)</source>
        <translation>
            <numerusform>%Ln 个回合</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReplayScope::Ui::TablePanel</name>
    <message>
        <location filename="../widgets/view/tablepanel.cpp" line="+55"/>
        <source>Go to row</source>
        <translation>转到行</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show the previous rows</source>
        <translation>显示前面的行</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the next rows</source>
        <translation>显示后面的行</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>There is no row &apos;%1&apos; (rows go from 0 to %2).</source>
        <translation>不存在行 &apos;%1&apos;（行号范围为 0 到 %2）。</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>axis %1:</source>
        <translation>轴 %1：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Index on axis %1 (of %2)</source>
        <translation>轴 %1 上的索引（共 %2）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Select a key to see its values (Ctrl+click for several side by side)</source>
        <translation>选择一个键以查看其值（Ctrl+单击可并排查看多个键）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 holds no values to show</source>
        <translation>%1 没有可显示的值</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 (%n keys side by side)</source>
        <translation>
            <numerusform>%1（并排显示 %n 个键）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Rows %L1–%L2 of %L3</source>
        <translation>第 %L1–%L2 行，共 %L3 行</translation>
    </message>
</context>
<context>
    <name>ReplayScope::Ui::TensorTableModel</name>
    <message>
        <location filename="../widgets/model/tensortablemodel.cpp" line="+318"/>
        <source>%1: an image-like key (%2 per step); the Image tab shows it</source>
        <translation>%1：类似图像的键（每步 %2）；在“图像”标签页中查看</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Step %1, storage slot %2</source>
        <translation>第 %1 步，存储槽 %2</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>&apos;%1&apos; is not a valid %2 value</source>
        <translation>&apos;%1&apos; 不是有效的 %2 值</translation>
    </message>
</context>
<context>
    <name>SplitFiles</name>
    <message>
        <location filename="../widgets/model/data/splitfiles.cpp" line="+28"/>
        <source>not a folder</source>
        <translation>不是文件夹</translation>
    </message>
</context>
<context>
    <name>TaskRunner</name>
    <message>
        <location filename="../widgets/model/tasks/taskrunner.cpp" line="+60"/>
        <location line="+2"/>
        <source>Unknown error</source>
        <translation>未知错误</translation>
    </message>
</context>
<context>
    <name>Undo Commands</name>
    <message>
        <location filename="../widgets/model/commands/removekey.cpp" line="+16"/>
        <source>Delete %1</source>
        <translation>删除 %1</translation>
    </message>
    <message>
        <location filename="../widgets/model/commands/renamekey.cpp" line="+27"/>
        <source>Rename %1 → %2</source>
        <translation>重命名 %1 → %2</translation>
    </message>
    <message>
        <location filename="../widgets/model/commands/setvalue.cpp" line="+32"/>
        <source>Edit %1</source>
        <translation>编辑 %1</translation>
    </message>
</context>
<context>
    <name>WatchController</name>
    <message>
        <location filename="../app/gui/watchcontroller.cpp" line="+44"/>
        <source>Could not read %1 again (%2); still showing the last version read, and trying again at its next change.</source>
        <translation>无法重新读取 %1(%2)；仍显示上次读取的版本，并在其下次更改时重试。</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Watching %1: it is read again whenever it changes on disk.</source>
        <translation>正在监视 %1：每当它在磁盘上更改时都会重新读取。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Stopped watching %1.</source>
        <translation>已停止监视 %1。</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>%1 changed on disk; it is read again when the work on it is done.</source>
        <translation>%1 在磁盘上已更改；当前的处理完成后将重新读取。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 changed on disk; not read again, to keep your unsaved changes.</source>
        <translation>%1 已在磁盘上更改；为保留您未保存的更改，未重新读取。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 changed on disk; reading it again…</source>
        <translation>%1 已在磁盘上更改；正在重新读取…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>File Changed on Disk</source>
        <translation>磁盘上的文件已更改</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 changed on disk, and you have unsaved changes in it.</source>
        <translation>%1 已在磁盘上更改，而您有未保存的更改。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Read the file again and discard your changes, or keep your changes and the version you have?</source>
        <translation>重新读取文件并放弃您的更改，还是保留您的更改和当前版本？</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Read Again</source>
        <translation>重新读取(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keep My Changes</source>
        <translation>保留我的更改(&amp;K)</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/gui/main.cpp" line="+25"/>
        <source>CartPole demo</source>
        <translation>CartPole 演示</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>generated demo</source>
        <translation>生成的演示数据</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Inspect reinforcement-learning replay buffers.</source>
        <translation>检查强化学习回放缓冲区。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Use the language &lt;code&gt; (de, zh_CN, en, ...) this time, instead of the one chosen in Preferences.</source>
        <translation>本次使用语言 &lt;code&gt;（de、zh_CN、en 等），而不是首选项中选择的语言。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Render the window to &lt;file&gt; and exit.</source>
        <translation>将窗口渲染到 &lt;file&gt; 并退出。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>With --screenshot: show &lt;view&gt; (table, image or plot) in front, or compare: the Compare With… window of the first two files, or python: Copy as Python&apos;s preview of the selected key.</source>
        <translation>与 --screenshot 一起使用：在前面显示 &lt;view&gt;(table、image 或 plot)，或 compare：前两个文件的“比较…”窗口，或 python：所选键的“复制为 Python”预览。</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>--screenshot-reload needs --watch FILE</source>
        <translation>--screenshot-reload 需要 --watch FILE</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>With --screenshot: select the key &lt;path&gt; (default obs.frame for the image view, obs.state for the plot); several keys, comma-separated, show side by side in the table.</source>
        <translation>与 --screenshot 一起使用：选择键 &lt;path&gt;（图像视图默认 obs.frame，图表默认 obs.state）；多个以逗号分隔的键在表格中并排显示。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>With --screenshot: what the plot shows (steps, returns, lengths or histogram).</source>
        <translation>与 --screenshot 一起使用：图表显示的内容（steps、returns、lengths 或 histogram）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open &lt;file&gt; and read it again whenever it changes on disk (File ▸ Watch); may be given several times.</source>
        <translation>打开 &lt;file&gt;，并在其于磁盘上更改时重新读取(文件 ▸ 监视)；可多次指定。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>With --screenshot: search the steps where &lt;expression&gt; holds first (Find Steps).</source>
        <translation>与 --screenshot 一起使用：先查找 &lt;expression&gt; 成立的步(查找步)。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>With --screenshot and --watch: take the picture once the watched file has changed and was read again (its new episodes marked).</source>
        <translation>与 --screenshot 和 --watch 一起使用：在被监视的文件变化并重新读取后截图(新回合已标出)。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Files to open.</source>
        <translation>要打开的文件。</translation>
    </message>
    <message>
        <location filename="../app/gui/screenshot.cpp" line="+183"/>
        <source>unknown view %1 (use table, image, plot, compare or python)</source>
        <translation>未知视图 %1(请使用 table、image、plot、compare 或 python)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unknown plot %1 (use steps, returns, lengths or histogram)</source>
        <translation>未知图表 %1（请使用 steps、returns、lengths 或 histogram）</translation>
    </message>
</context>
</TS>
