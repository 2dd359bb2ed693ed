<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>AboutInfo</name>
    <message>
        <location filename="../app/gui/aboutinfo.cpp" line="+58"/>
        <source>windows, models, threads and translations</source>
        <translation>ウィンドウ、モデル、スレッド、翻訳</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>plots and histograms</source>
        <translation>プロットとヒストグラム</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>HDF5 files (Tianshou, D4RL, Minari)</source>
        <translation>HDF5 ファイル（Tianshou、D4RL、Minari）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>LZF-compressed HDF5 datasets</source>
        <translation>LZF 圧縮の HDF5 データセット</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>LZ4-compressed files</source>
        <translation>LZ4 圧縮ファイル</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>numpy .npz archives</source>
        <translation>numpy .npz アーカイブ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>deflate compression</source>
        <translation>deflate 圧縮</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>JPEG-encoded image frames (Minari)</source>
        <translation>JPEG エンコードの画像フレーム（Minari）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Library</source>
        <translation>ライブラリ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Version</source>
        <translation>バージョン</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Licence</source>
        <translation>ライセンス</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Used for</source>
        <translation>用途</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Open a saved reinforcement-learning replay buffer or dataset and see what is really in it.</source>
        <translation>保存された強化学習のリプレイバッファやデータセットを開き、実際の中身を確認します。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ReplayScope&apos;s source code is released under the MIT licence. Because this program links QCustomPlot, which is licensed under the GNU GPL version 3, the program as distributed is covered by the GNU GPL version 3 or later.</source>
        <translation>ReplayScope のソースコードは MIT ライセンスで公開されています。本プログラムは GNU GPL バージョン 3 でライセンスされている QCustomPlot をリンクしているため、配布されるプログラムには GNU GPL バージョン 3 以降が適用されます。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It is built with these libraries:</source>
        <translation>以下のライブラリを使用しています:</translation>
    </message>
</context>
<context>
    <name>Actions</name>
    <message>
        <location filename="../app/gui/actions.cpp" line="+36"/>
        <source>&amp;Open…</source>
        <translation>開く(&amp;O)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open a replay buffer or dataset</source>
        <translation>リプレイバッファまたはデータセットを開きます</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;Dataset Folder…</source>
        <translation>データセットフォルダーを開く(&amp;D)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open a dataset stored as a folder (Minari: data/main_data.hdf5 and metadata.json)</source>
        <translation>フォルダーとして保存されたデータセットを開きます (Minari: data/main_data.hdf5 と metadata.json)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the changes to the file</source>
        <translation>変更をファイルに保存します</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;As…</source>
        <translation>名前を付けて保存(&amp;A)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save as a Tianshou pickle or HDF5 file, or as numpy npz</source>
        <translation>Tianshou の pickle または HDF5 ファイル、あるいは numpy の npz として保存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Watch</source>
        <translation>監視(&amp;W)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read the file again whenever it changes on disk (a buffer a training script saves)</source>
        <translation>ディスク上で変更されるたびにファイルを読み直す(学習スクリプトが保存するバッファ)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Co&amp;mpare With…</source>
        <translation>比較(&amp;M)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compare this document with another open one: keys, statistics, distributions, episodes</source>
        <translation>このドキュメントを開いている別のものと比較: キー、統計、分布、エピソード</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Close</source>
        <translation>閉じる(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close the current document</source>
        <translation>現在のドキュメントを閉じます</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear &amp;List</source>
        <translation>一覧をクリア(&amp;L)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Forget the recently opened files</source>
        <translation>最近使ったファイルの履歴を消去します</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Quit ReplayScope</source>
        <translation>ReplayScope を終了します</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Redo</source>
        <translation>やり直す(&amp;R)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Copy</source>
        <translation>コピー(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the selected cells as tab-separated values</source>
        <translation>選択したセルをタブ区切り値としてコピーします</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;name Key</source>
        <translation>キーの名前を変更(&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rename the selected key</source>
        <translation>選択したキーの名前を変更します</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Delete Key</source>
        <translation>キーを削除(&amp;D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the selected key and everything under it</source>
        <translation>選択したキーとその下にあるすべてを削除します</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edit Value</source>
        <translation>値を編集(&amp;E)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Edit the current table cell</source>
        <translation>表の現在のセルを編集します</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Go to Row…</source>
        <translation>行へ移動(&amp;G)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jump to a row of the table</source>
        <translation>表の指定した行へ移動します</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Find Steps…</source>
        <translation>ステップを検索(&amp;F)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Find the steps where an expression holds, e.g. rew &lt; -1</source>
        <translation>式が成り立つステップを検索(例: rew &lt; -1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current &amp;Key</source>
        <translation>現在のキー(&amp;K)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy Python that loads the current key from the file</source>
        <translation>現在のキーをファイルから読み込む Python コードをコピー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Selected &amp;Rows</source>
        <translation>選択した行(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy Python that loads the selected table rows of the current key</source>
        <translation>現在のキーの選択した行を読み込む Python コードをコピー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Selected &amp;Episodes</source>
        <translation>選択したエピソード(&amp;E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy Python that loads the current key at the steps of the selected episodes</source>
        <translation>選択したエピソードのステップの現在のキーを読み込む Python コードをコピー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whole &amp;Document</source>
        <translation>ドキュメント全体(&amp;D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy Python that loads the whole file with the library that wrote it</source>
        <translation>ファイル全体を書き込んだライブラリで読み込む Python コードをコピー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Preview…</source>
        <translation>プレビュー(&amp;P)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the Python of the current key, rows, episodes or file before copying it</source>
        <translation>現在のキー、行、エピソード、またはファイルの Python をコピーする前に表示します</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pre&amp;ferences…</source>
        <translation>設定(&amp;F)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the language of ReplayScope</source>
        <translation>ReplayScope の言語を選択します</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;First Episode</source>
        <translation>最初のエピソード(&amp;F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to the first episode</source>
        <translation>最初のエピソードへ移動します</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Previous Episode</source>
        <translation>前のエピソード(&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to the previous episode</source>
        <translation>前のエピソードへ移動します</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Next Episode</source>
        <translation>次のエピソード(&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to the next episode</source>
        <translation>次のエピソードへ移動します</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Last Episode</source>
        <translation>最後のエピソード(&amp;L)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Go to the last episode</source>
        <translation>最後のエピソードへ移動します</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Go to Episode…</source>
        <translation>エピソードへ移動(&amp;G)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to an episode by number</source>
        <translation>番号を指定してエピソードへ移動します</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous &amp;Step</source>
        <translation>前のステップ(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to the previous step of this episode (Tianshou&apos;s prev)</source>
        <translation>このエピソードの前のステップへ移動します（Tianshou の prev）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next S&amp;tep</source>
        <translation>次のステップ(&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to the next step of this episode (Tianshou&apos;s next)</source>
        <translation>このエピソードの次のステップへ移動します（Tianshou の next）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Stack…</source>
        <translation>スタック(&amp;S)…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Batch.stack of this and other open documents into a new one</source>
        <translation>このドキュメントと他の開いているドキュメントを Batch.stack で新しいドキュメントにまとめます</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Concatenate…</source>
        <translation>連結(&amp;C)…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Batch.cat of this and other open documents into a new one</source>
        <translation>このドキュメントと他の開いているドキュメントを Batch.cat で新しいドキュメントに連結します</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;plit…</source>
        <translation>分割(&amp;P)…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Split the rows into parts, each a new document</source>
        <translation>行を複数の部分に分割し、それぞれを新しいドキュメントにします</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sa&amp;mple…</source>
        <translation>サンプリング(&amp;M)…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A random sample of the rows as a new document</source>
        <translation>行を無作為に抽出して新しいドキュメントにします</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Drop Null…</source>
        <translation>Null 行を除去(&amp;D)…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A new document without the rows holding NaN or None</source>
        <translation>NaN または None を含む行を除いた新しいドキュメントを作成します</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;lice…</source>
        <translation>スライス(&amp;L)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The rows a numpy index selects, as a new document</source>
        <translation>numpy インデックスで選択した行を新しいドキュメントにします</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete &amp;Rows…</source>
        <translation>行を削除(&amp;R)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the steps a numpy index selects (undoable)</source>
        <translation>numpy インデックスで選択したステップを削除します（元に戻せます）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete Selected &amp;Episodes</source>
        <translation>選択したエピソードを削除(&amp;E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the episodes selected in the episode list (undoable)</source>
        <translation>エピソード一覧で選択したエピソードを削除します（元に戻せます）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Add Key…</source>
        <translation>キーを追加(&amp;A)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add a key computed from others, such as rew * 0.99 (undoable)</source>
        <translation>他のキーから計算したキー（rew * 0.99 など）を追加します（元に戻せます）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>E&amp;xport Episodes…</source>
        <translation>エピソードをエクスポート(&amp;X)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save the selected or filtered episodes as a buffer, D4RL HDF5 or npz</source>
        <translation>選択またはフィルタしたエピソードをバッファ、D4RL HDF5、npz のいずれかで保存します</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go to &amp;Keys</source>
        <translation>キーへ移動(&amp;K)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put the keyboard focus into the key tree</source>
        <translation>キーボードフォーカスをキーツリーに移します</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to &amp;Table</source>
        <translation>テーブルへ移動(&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put the keyboard focus into the table</source>
        <translation>キーボードフォーカスをテーブルに移します</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to E&amp;pisodes</source>
        <translation>エピソードへ移動(&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put the keyboard focus into the episode list</source>
        <translation>キーボードフォーカスをエピソード一覧に移します</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>キーボードショートカット(&amp;K)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>List the keyboard shortcuts</source>
        <translation>キーボードショートカットを一覧表示します</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About ReplayScope</source>
        <translation>ReplayScope について(&amp;A)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>About ReplayScope</source>
        <translation>ReplayScope について</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About &amp;Qt</source>
        <translation>Qt について(&amp;Q)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>About the Qt toolkit</source>
        <translation>Qt ツールキットについて</translation>
    </message>
</context>
<context>
    <name>BufferState</name>
    <message>
        <location filename="../widgets/model/bufferstate.cpp" line="+50"/>
        <source>Buffer state, not data: the priority of each slot raised to alpha (Tianshou&apos;s buf.weight, the leaves of its sum tree). Read-only; it is not saved as a key.</source>
        <translation>データではなくバッファの状態: 各スロットの優先度の alpha 乗（Tianshou の buf.weight、和木の葉）。読み取り専用で、キーとしては保存されません。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Episode in progress</source>
        <translation>進行中のエピソード</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 steps from slot %2, return %3</source>
        <translation>スロット %2 から %1 ステップ、リターン %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Priority exponent (alpha)</source>
        <translation>優先度の指数 (alpha)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Importance exponent (beta)</source>
        <translation>重要度の指数 (beta)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Largest priority seen</source>
        <translation>これまでの最大優先度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Smallest priority seen</source>
        <translation>これまでの最小優先度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Weight normalisation</source>
        <translation>重みの正規化</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation>いいえ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sum of the weights</source>
        <translation>重みの合計</translation>
    </message>
</context>
<context>
    <name>DataController</name>
    <message>
        <location filename="../app/gui/datacontroller.cpp" line="+32"/>
        <source>generated, not saved</source>
        <translation>生成済み、未保存</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 failed: %2</source>
        <translation>%1に失敗しました: %2</translation>
    </message>
    <message numerus="yes">
        <location line="+22"/>
        <source>Stacking %Ln documents</source>
        <translation>
            <numerusform>%Ln 個のドキュメントのスタック</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Concatenating %Ln documents</source>
        <translation>
            <numerusform>%Ln 個のドキュメントの連結</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Splitting %1</source>
        <translation>%1 の分割</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Splitting %1 into %2</source>
        <translation>%1 を %2 に分割しています</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Sampling %L1 rows</source>
        <translation>%L1 行のサンプリング</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Dropping null rows</source>
        <translation>Null 行の除去</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Slicing %1</source>
        <translation>スライス中 %1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Cannot delete rows %1: %2</source>
        <translation>行 %1 を削除できません: %2</translation>
    </message>
    <message numerus="yes">
        <location line="-3"/>
        <source>Delete %Ln rows</source>
        <translation>
            <numerusform>%Ln 行を削除</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+21"/>
        <source>Delete %Ln episodes</source>
        <translation>
            <numerusform>%Ln 個のエピソードを削除</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot delete the episodes: %1</source>
        <translation>エピソードを削除できません: %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <location filename="../app/gui/datadialogs.cpp" line="+425"/>
        <source>&apos;%1&apos; is not a new key name</source>
        <translation>&apos;%1&apos; は新しいキー名として使えません</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add key %1 = %2</source>
        <translation>キー %1 = %2 を追加</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot add %1 = %2: %3</source>
        <translation>%1 = %2 を追加できません: %3</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>Exporting %Ln episodes</source>
        <translation>
            <numerusform>%Ln 個のエピソードのエクスポート</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cannot export: %1</source>
        <translation>エクスポートできません: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/datadialogs.cpp" line="-334"/>
        <source>Stack Documents</source>
        <translation>ドキュメントのスタック</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Concatenate Documents</source>
        <translation>ドキュメントの連結</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Batch.stack of the checked documents, in this order (buffers give their transitions oldest first).</source>
        <translation>チェックしたドキュメントをこの順序で Batch.stack します（バッファは遷移を古い順に渡します）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Batch.cat of the checked documents, in this order (buffers give their transitions oldest first).</source>
        <translation>チェックしたドキュメントをこの順序で Batch.cat します（バッファは遷移を古い順に渡します）。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Documents:</source>
        <translation>ドキュメント:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Axis:</source>
        <translation>軸:</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+11"/>
        <source>Check at least two documents to combine.</source>
        <translation>結合するドキュメントを 2 つ以上チェックしてください。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Split</source>
        <translation>分割</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Shuffle the rows first</source>
        <translation>先に行をシャッフルする</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Merge a short last part into the one before</source>
        <translation>短い最後の部分を直前の部分に統合する</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rows per part:</source>
        <translation>1 部分あたりの行数:</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+67"/>
        <source>Seed:</source>
        <translation>シード:</translation>
    </message>
    <message>
        <location line="-77"/>
        <source>Batch.split: parts of the given size, each opened as a new document or written as a file into a folder.</source>
        <translation>Batch.split: 指定したサイズの部分に分け、それぞれを新しいドキュメントとして開くか、フォルダーにファイルとして書き出します。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>New documents</source>
        <translation>新しいドキュメント</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Files in a folder</source>
        <translation>フォルダー内のファイル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result:</source>
        <translation>結果:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose…</source>
        <translation>選択…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Folder:</source>
        <translation>フォルダー:</translation>
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
        <translation>NumPy アーカイブ (.npz)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>File format:</source>
        <translation>ファイル形式:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Folder for the Parts</source>
        <translation>各部分の保存先フォルダー</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>More than 64 parts: choose a larger size or write files into a folder</source>
        <translation>64 個を超える部分: より大きなサイズを選ぶか、フォルダーにファイルとして書き出してください</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Writes %Ln files</source>
        <translation>
            <numerusform>%Ln 個のファイルを書き出します</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Makes %Ln documents</source>
        <translation>
            <numerusform>%Ln 個のドキュメントを作成します</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Replace Files</source>
        <translation>ファイルの置き換え</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 already holds parts of a split. Replace them?</source>
        <translation>%1 にはすでに分割された部分があります。置き換えますか？</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Sample</source>
        <translation>サンプリング</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rows drawn without replacement and kept in time order.</source>
        <translation>行を非復元抽出し、時間順のまま保持します。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rows:</source>
        <translation>行数:</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Cannot drop null rows: %1</source>
        <translation>Null 行を除去できません: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+4"/>
        <source>Drop Null</source>
        <translation>Null 行の除去</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>No row holds a null (NaN or None) value.</source>
        <translation>Null 値（NaN または None）を含む行はありません。</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%Ln of %L1 rows hold a null (NaN or None) value. Make a new document without them?</source>
        <translation>
            <numerusform>%L1 行のうち %Ln 行に Null 値（NaN または None）が含まれています。これらを除いた新しいドキュメントを作成しますか？</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+45"/>
        <source>index %1 is out of bounds for %Ln rows</source>
        <translation>
            <numerusform>インデックス %1 は %Ln 行の範囲外です</numerusform>
        </translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Slice</source>
        <translation>スライス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A numpy index of the buffer&apos;s %L1 valid transitions, oldest first (not of its storage slots), as in b[index]; the result opens as a new document.</source>
        <translation>バッファーの有効な %L1 件の遷移（古い順、格納スロットではない）に対する numpy インデックス（b[index] のように）。結果は新しいドキュメントとして開きます。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A numpy index of the %L1 rows, as in b[index]; the result opens as a new document.</source>
        <translation>%L1 行に対する numpy インデックス（b[index] のように）。結果は新しいドキュメントとして開きます。</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Delete Rows works on plain data, not on a replay buffer: its rows are linked into episodes. Select episodes in the episode list and use Delete Selected Episodes, which keeps the buffer valid.</source>
        <translation>行の削除は通常のデータに対して動作し、リプレイバッファには使えません。バッファの行はエピソードとしてつながっています。エピソード一覧でエピソードを選び、バッファを有効に保つ「選択したエピソードを削除」を使ってください。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Delete Rows</source>
        <translation>行の削除</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A numpy index of the steps to delete (undoable); it starts as the rows selected in the table.</source>
        <translation>削除するステップの numpy インデックス（元に戻せます）。最初は表で選択した行になります。</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Deletes %Ln rows of %L1.</source>
        <translation>
            <numerusform>%L1 行のうち %Ln 行を削除します。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Select the episodes to delete in the episode list first.</source>
        <translation>先にエピソード一覧で削除するエピソードを選択してください。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Add Key</source>
        <translation>キーの追加</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A new key computed from others, as numpy would: + - * /, numbers, parentheses and key paths such as rew or obs.state.</source>
        <translation>他のキーから numpy と同じ規則で計算する新しいキー: + - * /、数値、括弧、rew や obs.state などのキーパスが使えます。</translation>
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
        <translation>名前:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expression:</source>
        <translation>式:</translation>
    </message>
    <message>
        <location line="+28"/>
        <location line="+12"/>
        <source>Export Episodes</source>
        <translation>エピソードのエクスポート</translation>
    </message>
    <message numerus="yes">
        <location line="-11"/>
        <source>%Ln episodes (the selection, or all that the filter shows).</source>
        <translation>
            <numerusform>%Ln 個のエピソード（選択したもの、またはフィルタで表示されているすべて）。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tianshou pickle (buffer of the same class)</source>
        <translation>Tianshou pickle（同じクラスのバッファ）</translation>
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
        <translation>D4RL 形式の HDF5</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NumPy npz</source>
        <translation>NumPy npz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Format:</source>
        <translation>形式:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Files (*%1)</source>
        <translation>ファイル (*%1)</translation>
    </message>
</context>
<context>
    <name>DataDialogs</name>
    <message>
        <location line="-377"/>
        <source>numpy&apos;s RandomState seed: the same seed gives the same rows</source>
        <translation>numpy の RandomState のシード: 同じシードからは同じ行が得られます</translation>
    </message>
    <message>
        <location line="+173"/>
        <source>at character %1: %2</source>
        <translation>%1 文字目: %2</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>e.g. 100:200, ::2, [0, 5, 9], -50:</source>
        <translation>例: 100:200, ::2, [0, 5, 9], -50:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Index:</source>
        <translation>インデックス:</translation>
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
        <translation>%1 の形状がドキュメント間で異なります: Tianshou と同様に(警告付きで)オブジェクト配列 (dtype=object) としてスタックしました。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>cat(%1)</source>
        <translation>cat(%1)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>split(%1)[%2] of %3</source>
        <translation>%3 の split(%1)[%2]</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>cannot sample %1 rows from %2</source>
        <translation>%2 行から %1 行をサンプリングできません</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>sample(%1) of %2</source>
        <translation>%2 の sample(%1)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>dropnull() of %1</source>
        <translation>%1 の dropnull()</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>A replay buffer keeps its episodes whole: delete episodes instead of single rows.</source>
        <translation>リプレイバッファはエピソードを丸ごと保持します: 個々の行ではなくエピソードを削除してください。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>step %1 is out of range (0 to %2)</source>
        <translation>ステップ %1 は範囲外です（0～%2）</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+14"/>
        <source>episode %1 does not exist</source>
        <translation>エピソード %1 は存在しません</translation>
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
        <translation>Tianshou pickle（プロトコル 4）</translation>
    </message>
    <message>
        <location filename="../widgets/model/stepindex.cpp" line="+137"/>
        <source>No episode flags: the data has neither &apos;done&apos; nor &apos;terminated&apos;/&apos;truncated&apos;.</source>
        <translation>エピソードのフラグがありません: データに &apos;done&apos; も &apos;terminated&apos;/&apos;truncated&apos; もありません。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No episodes: the flags or rewards are not numbers (they are objects, as a Stack of unequal shapes makes them).</source>
        <translation>エピソードなし: フラグまたは報酬が数値ではありません (形状の異なるスタックで生じるオブジェクトです)。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No episodes: the flags or rewards cannot be read (%1).</source>
        <translation>エピソードなし: フラグまたは報酬を読み取れません (%1)。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No episodes in this data.</source>
        <translation>このデータにはエピソードがありません。</translation>
    </message>
    <message>
        <location filename="../widgets/model/documentedit.cpp" line="+73"/>
        <source>&apos;%1&apos; is not a valid key name</source>
        <translation>&apos;%1&apos; は有効なキー名ではありません</translation>
    </message>
    <message>
        <location filename="../widgets/model/documentepisodes.cpp" line="+39"/>
        <source>Finding episodes…</source>
        <translation>エピソードを検出しています…</translation>
    </message>
</context>
<context>
    <name>EpisodeExport</name>
    <message>
        <location filename="../widgets/model/data/episodeexport.cpp" line="+93"/>
        <source>D4RL needs &apos;%1&apos;, which these transitions lack</source>
        <translation>D4RL には &apos;%1&apos; が必要ですが、これらの遷移にはありません</translation>
    </message>
</context>
<context>
    <name>EpisodeGroups</name>
    <message>
        <location filename="../widgets/model/episodegroups.cpp" line="+24"/>
        <source>no episode group &apos;%1&apos;</source>
        <translation>エピソードグループ「%1」がありません</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>episode group &apos;%1&apos; has no &apos;actions&apos;</source>
        <translation>エピソードグループ「%1」に「actions」がありません</translation>
    </message>
</context>
<context>
    <name>Expression</name>
    <message>
        <location filename="../widgets/model/data/expression.cpp" line="+26"/>
        <source>unexpected &apos;%1&apos;</source>
        <translation>予期しない &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>missing &apos;)&apos;</source>
        <translation>&apos;)&apos; がありません</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>missing &apos;]&apos;</source>
        <translation>&apos;]&apos; がありません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a key or a number is missing</source>
        <translation>キーまたは数値がありません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bad number</source>
        <translation>不正な数値</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no key &apos;%1&apos;</source>
        <translation>キー &apos;%1&apos; がありません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;%1&apos; is not an array</source>
        <translation>&apos;%1&apos; は配列ではありません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the expression gives a single number; use at least one key</source>
        <translation>この式は単一の数値になります。キーを少なくとも 1 つ使ってください</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 at character %2</source>
        <translation>%2 文字目: %1</translation>
    </message>
</context>
<context>
    <name>FindStepsController</name>
    <message>
        <location filename="../app/gui/findsteps.cpp" line="+68"/>
        <source>The document is busy (saving); search again when it is done.</source>
        <translation>ドキュメントは使用中です(保存中)。終わってから再度検索してください。</translation>
    </message>
</context>
<context>
    <name>ImageLayout</name>
    <message>
        <location filename="../widgets/model/image/imagelayout.cpp" line="+50"/>
        <source>not an image</source>
        <translation>画像ではありません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>grey</source>
        <translation>グレースケール</translation>
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
        <translation>%1 × %2 %3 フレーム</translation>
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
        <translation>%1: プロットできるのは数値と真偽値だけです</translation>
    </message>
</context>
<context>
    <name>KeyTree</name>
    <message>
        <location filename="../widgets/model/valuetext.cpp" line="+20"/>
        <source>reserved</source>
        <translation>予約</translation>
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
        <translation>Stable-Baselines3 リプレイバッファ (pickle プロトコル %1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>imitation trajectories (pickle protocol %1)</source>
        <translation>imitation の軌跡 (pickle プロトコル %1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tianshou pickle (protocol %1)</source>
        <translation>Tianshou pickle（プロトコル %1）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Python pickle (protocol %1)</source>
        <translation>Python pickle（プロトコル %1）</translation>
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
        <translation>imitation の軌跡 (.npz)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NumPy .npz archive</source>
        <translation>NumPy .npz アーカイブ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TorchRL replay buffer (dumps)</source>
        <translation>TorchRL リプレイバッファ (dumps)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NumPy .npy array</source>
        <translation>NumPy .npy 配列</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>RLlib JSON</source>
        <translation>RLlib JSON</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>torch.save file</source>
        <translation>torch.save ファイル</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Metadata entries</source>
        <translation>メタデータ項目</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Records</source>
        <translation>レコード</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Episodes in file</source>
        <translation>ファイル内のエピソード数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total steps</source>
        <translation>総ステップ数</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+72"/>
        <source>Note</source>
        <translation>注記</translation>
    </message>
    <message>
        <location line="-63"/>
        <source>Tianshou 0.4.0 – 0.4.9 (done only)</source>
        <translation>Tianshou 0.4.0 – 0.4.9（done のみ）</translation>
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
        <translation>Tianshou 2.0 以降</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 is empty.</source>
        <translation>%1 は空です。</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Shown as</source>
        <translation>表示形式</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the Tianshou %1 of its transitions (stored keys: replayscope-cli info)</source>
        <translation>遷移の Tianshou %1 (保存されたキー: replayscope-cli info)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The file ends early: it is incomplete, perhaps from an interrupted save or download. Details: %1</source>
        <translation>ファイルが途中で終わっています。保存やダウンロードが中断されたため不完全なのかもしれません。詳細: %1</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="+144"/>
        <source>Table</source>
        <translation>テーブル</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Image</source>
        <translation>画像</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Keys</source>
        <translation>キー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Episodes</source>
        <translation>エピソード</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Details</source>
        <translation>詳細</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop opening the file</source>
        <translation>ファイルを開くのを中止します</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open &amp;Recent</source>
        <translation>最近使ったファイル(&amp;R)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Copy as &amp;Python</source>
        <translation>Python としてコピー(&amp;P)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>E&amp;pisode</source>
        <translation>エピソード(&amp;P)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Data</source>
        <translation>データ(&amp;D)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Main</source>
        <translation>メインツールバー</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reset &amp;Layout</source>
        <translation>レイアウトをリセット(&amp;L)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Put the panels back where they were at the first start</source>
        <translation>パネルを初回起動時の配置に戻します</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Open Dataset Folder</source>
        <translation>データセットフォルダーを開く</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Open</source>
        <translation>開く</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay buffers and datasets (*.pkl *.pickle *.pk *.h5 *.hdf5 *.hdf *.npz *.npy *.json *.memmap *.pt *.pth *.pkl.gz *.pkl.bz2 *.pkl.xz *.pkl.lzma *.pkl.z *.joblib);;HDF5: Tianshou, D4RL, Minari, robomimic, d3rlpy (*.h5 *.hdf5 *.hdf);;numpy and imitation trajectories (*.npz *.npy);;torch.save files (*.pt *.pth);;Compressed pickles (*.pkl.gz *.pkl.bz2 *.pkl.xz *.pkl.lzma *.pkl.z *.joblib);;TorchRL ReplayBuffer.dumps(): any file of the folder (*.memmap *.json);;All files (*)</source>
        <translation>リプレイバッファとデータセット (*.pkl *.pickle *.pk *.h5 *.hdf5 *.hdf *.npz *.npy *.json *.memmap *.pt *.pth *.pkl.gz *.pkl.bz2 *.pkl.xz *.pkl.lzma *.pkl.z *.joblib);;HDF5: Tianshou, D4RL, Minari, robomimic, d3rlpy (*.h5 *.hdf5 *.hdf);;numpy と imitation の軌跡 (*.npz *.npy);;torch.save ファイル (*.pt *.pth);;圧縮された pickle (*.pkl.gz *.pkl.bz2 *.pkl.xz *.pkl.lzma *.pkl.z *.joblib);;TorchRL ReplayBuffer.dumps(): フォルダ内の任意のファイル (*.memmap *.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location line="+166"/>
        <source>%1 (watched: read again when it changes on disk)</source>
        <translation>%1 (監視中: ディスク上で変更されると再読み込みします)</translation>
    </message>
    <message>
        <location line="+158"/>
        <source>Go to Episode</source>
        <translation>エピソードへ移動</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Episode (0 to %1):</source>
        <translation>エピソード（0～%1）:</translation>
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
        <translation>ドキュメントがありません — ファイルを開くか、ここにドロップしてください</translation>
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
            <numerusform>%Ln ステップ</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (%2 mapped)</source>
        <translation>%1（%2 をマップ済み）</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>About ReplayScope</source>
        <translation>ReplayScope について</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>&apos;%1&apos; is a key Tianshou&apos;s buffers need: without it, Tianshou will not load the saved file as a buffer (Undo brings it back).</source>
        <translation>「%1」は Tianshou のバッファに必要なキーです。これがないと、Tianshou は保存したファイルをバッファとして読み込みません（元に戻すで復元できます）。</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindowfiles.cpp" line="+48"/>
        <source>Opening %1…</source>
        <translation>%1 を開いています…</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Opened %1</source>
        <translation>%1 を開きました</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Could not open %1: %2</source>
        <translation>%1 を開けませんでした: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Stopped opening %1</source>
        <translation>%1 を開くのを中止しました</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Saving %1…</source>
        <translation>%1 を保存しています…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Saved %1</source>
        <translation>%1 を保存しました</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Could not recover %1: %2</source>
        <translation>%1 を復元できませんでした: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Could not save %1: %2</source>
        <translation>%1 を保存できませんでした: %2</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>%1: done</source>
        <translation>%1: 完了</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: done. %2</source>
        <translation>%1: 完了。%2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: stopped</source>
        <translation>%1: 中止しました</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Open the other buffer too (and let running work finish), then compare.</source>
        <translation>もう一方のバッファも開いてから(実行中の処理が終わるのを待って)比較してください。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Compare With</source>
        <translation>比較</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Compare %1 (A) with (B):</source>
        <translation>%1 (A) と比較する (B):</translation>
    </message>
    <message numerus="yes">
        <location line="+59"/>
        <source>Read %1 again: %Ln new episode(s)</source>
        <translation>
            <numerusform>%1 を読み直しました: 新しいエピソード %Ln 件</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 is open with other unsaved changes; the recovered copy is in a new tab</source>
        <translation>%1 は別の未保存の変更があるまま開いています。復元したコピーは新しいタブにあります</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>No recent files</source>
        <translation>最近使ったファイルはありません</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 has no unsaved changes</source>
        <translation>%1 に未保存の変更はありません</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cannot tell the format of %1: use a .pkl (pickle), .h5 (HDF5) or .npz (numpy) file name.</source>
        <translation>%1 の形式が判別できません。.pkl（pickle）、.h5（HDF5）、.npz（numpy）のファイル名を使ってください。</translation>
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
        <translation>numpy 配列 (*.npz)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Save As</source>
        <translation>名前を付けて保存</translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+53"/>
        <source>Unsaved Changes</source>
        <translation>未保存の変更</translation>
    </message>
    <message>
        <location line="-52"/>
        <source>%1 has unsaved changes. Save them before closing?</source>
        <translation>%1 には未保存の変更があります。閉じる前に保存しますか？</translation>
    </message>
    <message numerus="yes">
        <location line="+53"/>
        <source>%Ln documents have unsaved changes:</source>
        <translation>
            <numerusform>%Ln 個のドキュメントに未保存の変更があります:</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Discard All</source>
        <translation>すべて破棄</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../app/gui/preferencesdialog.cpp" line="+35"/>
        <source>Preferences</source>
        <translation>設定</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>System default</source>
        <translation>システムの既定</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Language:</source>
        <translation>言語(&amp;L):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off</source>
        <translation>オフ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unsaved changes are copied this long after an edit, and offered back if ReplayScope does not close normally</source>
        <translation>編集からこの時間が経つと未保存の変更がコピーされ、ReplayScope が正常に終了しなかった場合に復元を提案します</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Autosave after:</source>
        <translation>自動保存までの時間(&amp;A):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A new language is used the next time ReplayScope starts.</source>
        <translation>新しい言語は ReplayScope の次回起動時に使われます。</translation>
    </message>
</context>
<context>
    <name>PythonCopier</name>
    <message>
        <location filename="../app/gui/pythoncopy.cpp" line="+26"/>
        <source>Open a file first.</source>
        <translation>先にファイルを開いてください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This data has no file yet: save it, then copy Python that loads it.</source>
        <translation>このデータにはまだファイルがありません。保存してから、読み込む Python コードをコピーしてください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose a key in the key tree first.</source>
        <translation>先にキーツリーでキーを選んでください。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Select rows in the table first.</source>
        <translation>先に表で行を選択してください。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Select episodes in the episode list first.</source>
        <translation>先にエピソード一覧でエピソードを選択してください。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source># The file as saved: changes not yet saved in ReplayScope are not in it.
</source>
        <translation># 保存済みのファイル: ReplayScope でまだ保存していない変更は含まれません。
</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Python that loads the whole file into `%1`: this layout has no direct way to the selection.</source>
        <translation>ファイル全体を `%1` に読み込む Python: このレイアウトには選択範囲へ直接たどる方法がありません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Python that loads %1 into `%2`.</source>
        <translation>%1 を `%2` に読み込む Python。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2</source>
        <translation>%2 の %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Copied: %1</source>
        <translation>コピーしました: %1</translation>
    </message>
</context>
<context>
    <name>PythonPreviewDialog</name>
    <message>
        <location filename="../app/gui/pythondialog.cpp" line="+23"/>
        <source>Copy as Python</source>
        <translation>Python としてコピー</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Current key</source>
        <translation>現在のキー</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Selected rows</source>
        <translation>選択した行</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Selected episodes</source>
        <translation>選択したエピソード</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Whole document</source>
        <translation>ドキュメント全体</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Copy</source>
        <translation>コピー(&amp;C)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Copied: %1</source>
        <translation>コピーしました: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Load:</source>
        <translation>読み込み(&amp;L):</translation>
    </message>
</context>
<context>
    <name>PythonSnippet</name>
    <message numerus="yes">
        <location filename="../widgets/model/snippet/snippetsource.cpp" line="+83"/>
        <source>all %Ln steps</source>
        <translation>
            <numerusform>全 %Ln ステップ</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>step %1</source>
        <translation>ステップ %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>steps %1-%2</source>
        <translation>ステップ %1-%2</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln selected steps</source>
        <translation>
            <numerusform>選択した %Ln ステップ</numerusform>
        </translation>
    </message>
    <message>
        <location line="+25"/>
        <source>episode %1</source>
        <translation>エピソード %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>episodes %1</source>
        <translation>エピソード %1</translation>
    </message>
</context>
<context>
    <name>RecoveryDialog</name>
    <message>
        <location filename="../app/gui/recoverydialog.cpp" line="+25"/>
        <source>Recover Unsaved Changes</source>
        <translation>未保存の変更を復元</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ReplayScope did not close normally last time. These documents had unsaved changes, which were saved automatically. Recovered documents open as modified; nothing is written to the original files until you save.</source>
        <translation>ReplayScope は前回正常に終了しませんでした。これらのドキュメントには未保存の変更があり、自動的に保存されました。復元したドキュメントは変更ありの状態で開き、保存するまで元のファイルには何も書き込まれません。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Document</source>
        <translation>ドキュメント</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Original file</source>
        <translation>元のファイル</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Autosaved</source>
        <translation>自動保存</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Note</source>
        <translation>注記</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>(never saved)</source>
        <translation>（未保存）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The file changed after this autosave</source>
        <translation>この自動保存の後にファイルが変更されました</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Recover</source>
        <translation>復元(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Discard</source>
        <translation>破棄(&amp;D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Later</source>
        <translation>後で(&amp;L)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delete the checked autosaves for good</source>
        <translation>チェックした自動保存を完全に削除します</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep the autosaves and ask again on the next start</source>
        <translation>自動保存を残し、次回起動時にもう一度確認します</translation>
    </message>
</context>
<context>
    <name>ReplayScope::Ui::AutosaveManager</name>
    <message>
        <location filename="../widgets/model/autosave.cpp" line="+188"/>
        <source>Cannot create the autosave folder %1.</source>
        <translation>自動保存フォルダー %1 を作成できません。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cannot lock the autosave folder %1.</source>
        <translation>自動保存フォルダー %1 をロックできません。</translation>
    </message>
    <message>
        <location line="+50"/>
        <location line="+33"/>
        <source>The autosave of %1 failed: %2</source>
        <translation>%1 の自動保存に失敗しました: %2</translation>
    </message>
</context>
<context>
    <name>ReplayScope::Ui::BatchTreeModel</name>
    <message>
        <location filename="../widgets/model/batchtreemodel.cpp" line="+303"/>
        <source>Key</source>
        <translation>キー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DType</source>
        <translation>データ型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shape</source>
        <translation>形状</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Min</source>
        <translation>最小</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Max</source>
        <translation>最大</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mean</source>
        <translation>平均</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Size</source>
        <translation>サイズ</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>A key name cannot be empty.</source>
        <translation>キー名を空にすることはできません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A key name cannot contain &apos;.&apos; (it separates nested keys).</source>
        <translation>キー名に &apos;.&apos; は使えません（ネストしたキーの区切りに使われます）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is already a key named &apos;%1&apos; here.</source>
        <translation>ここには既に &apos;%1&apos; という名前のキーがあります。</translation>
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
        <translation>B のみ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only in A</source>
        <translation>A のみ</translation>
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
            <numerusform>%Ln 行が異なります。最初: %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>not compared: %1 vs %2 rows</source>
        <translation>比較なし: %1 行と %2 行</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not compared: row shapes differ</source>
        <translation>比較なし: 行の形状が異なります</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not compared: dtypes differ</source>
        <translation>比較なし: dtype が異なります</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The same on both sides</source>
        <translation>両方で同じ</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Key</source>
        <translation>キー</translation>
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
        <translation>A 平均 ± 標準偏差</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>B mean ± std</source>
        <translation>B 平均 ± 標準偏差</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KS</source>
        <translation>KS</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rows differing</source>
        <translation>異なる行</translation>
    </message>
</context>
<context>
    <name>ReplayScope::Ui::CompareWindow</name>
    <message>
        <location filename="../widgets/view/comparewindow.cpp" line="+53"/>
        <source>Compare %1 with %2</source>
        <translation>%1 と %2 を比較</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Comparing A = %1 with B = %2…</source>
        <translation>A = %1 と B = %2 を比較中…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Distribution of the key</source>
        <translation>キーの分布</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Both series (rows line up)</source>
        <translation>両方の系列(行が揃う場合)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Episode returns</source>
        <translation>エピソードのリターン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Episode lengths</source>
        <translation>エピソードの長さ</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Could not compare: %1</source>
        <translation>比較できませんでした: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%1 (%2, %Ln row(s), %3 episodes)</source>
        <translation>
            <numerusform>%1 (%2、%Ln 行、%3 エピソード)</numerusform>
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
        <translation>同じです。</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%Ln key(s) differ.</source>
        <translation>
            <numerusform>%Ln 個のキーが異なります。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+25"/>
        <source>episode return</source>
        <translation>エピソードのリターン</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>episode length</source>
        <translation>エピソードの長さ</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>count</source>
        <translation>件数</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>step</source>
        <translation>ステップ</translation>
    </message>
</context>
<context>
    <name>ReplayScope::Ui::DetailsModel</name>
    <message>
        <location filename="../widgets/model/detailsmodel.cpp" line="+37"/>
        <source>yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation>いいえ</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>File</source>
        <translation>ファイル</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>(not saved)</source>
        <translation>(未保存)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Format</source>
        <translation>形式</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Class</source>
        <translation>クラス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Release</source>
        <translation>リリース</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+14"/>
        <source>Length</source>
        <translation>長さ</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>%1 of %2</source>
        <translation>%1（容量 %2）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Max size</source>
        <translation>最大サイズ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stack num</source>
        <translation>フレームスタック数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ignore obs_next</source>
        <translation>obs_next を無視</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save only last obs</source>
        <translation>最後の obs のみ保存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sample avail</source>
        <translation>有効なインデックスのみサンプリング</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write pointer</source>
        <translation>書き込みポインタ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Last index</source>
        <translation>最終インデックス</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+4"/>
        <source>Episodes</source>
        <translation>エピソード</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>%1 so far (%2% of the steps read)</source>
        <translation>これまでに %1（ステップの %2% を読み込み済み）</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Terminated</source>
        <translation>終了</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Truncated</source>
        <translation>打ち切り</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unfinished</source>
        <translation>未完了</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start overwritten by the ring</source>
        <translation>リングで先頭が上書き済み</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Single-step episodes</source>
        <translation>1 ステップのエピソード</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Memory</source>
        <translation>メモリ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 (%2 mapped from the file)</source>
        <translation>%1（うち %2 はファイルからマップ）</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Property</source>
        <translation>プロパティ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <translation>値</translation>
    </message>
</context>
<context>
    <name>ReplayScope::Ui::Document</name>
    <message>
        <location filename="../widgets/model/document.cpp" line="+39"/>
        <source>a random sample of rows, not a sequence of episodes</source>
        <translation>行の無作為抽出であり、エピソードの並びではありません</translation>
    </message>
</context>
<context>
    <name>ReplayScope::Ui::EpisodeListModel</name>
    <message>
        <location filename="../widgets/model/episodelistmodel.cpp" line="+54"/>
        <source>terminated</source>
        <translation>終了</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>truncated</source>
        <translation>打ち切り</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unfinished</source>
        <translation>未完了</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 · start overwritten</source>
        <translation>%1 · 先頭が上書き済み</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>New since the file was last read (File ▸ Watch)</source>
        <translation>ファイルを前回読んだ後に追加(ファイル ▸ 監視)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The ring buffer overwrote the first steps of this episode: its return and length cover only the steps still stored.</source>
        <translation>リングバッファがこのエピソードの最初のステップを上書きしました。リターンと長さはまだ保存されているステップだけのものです。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Length</source>
        <translation>長さ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Return</source>
        <translation>リターン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End</source>
        <translation>終了種別</translation>
    </message>
</context>
<context>
    <name>ReplayScope::Ui::EpisodeNavigator</name>
    <message>
        <location filename="../widgets/view/episodenavigator.cpp" line="+55"/>
        <source>return ≥</source>
        <translation>リターン ≥</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show episodes whose return is at least this</source>
        <translation>リターンがこの値以上のエピソードを表示</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>return ≤</source>
        <translation>リターン ≤</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show episodes whose return is at most this</source>
        <translation>リターンがこの値以下のエピソードを表示</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>length ≥</source>
        <translation>長さ ≥</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show episodes at least this long</source>
        <translation>長さがこの値以上のエピソードを表示</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>length ≤</source>
        <translation>長さ ≤</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show episodes at most this long</source>
        <translation>長さがこの値以下のエピソードを表示</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>any end</source>
        <translation>すべての終了種別</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>terminated</source>
        <translation>終了</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>truncated</source>
        <translation>打ち切り</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unfinished</source>
        <translation>未完了</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>start overwritten</source>
        <translation>先頭が上書き済み</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show episodes that end this way</source>
        <translation>この終わり方のエピソードを表示</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show only the demos a mask of the file lists (robomimic&apos;s mask/train, mask/valid, ...)</source>
        <translation>ファイルのマスクが挙げるデモだけを表示（robomimic の mask/train、mask/valid など）</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Episode number</source>
        <translation>エピソード番号</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Episode</source>
        <translation>エピソード</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>all episodes</source>
        <translation>すべてのエピソード</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>mask %1 (%n demo(s))</source>
        <translation>
            <numerusform>マスク %1（%n 件のデモ）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>(0–%L1, finding more: %2%)</source>
        <translation>（0–%L1、残りを検索中: %2%）</translation>
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
        <translation>閉じる</translation>
    </message>
</context>
<context>
    <name>ReplayScope::Ui::ImagePanel</name>
    <message>
        <location filename="../widgets/view/image/imagepanel.cpp" line="+73"/>
        <source>Key shown as images</source>
        <translation>画像として表示するキー</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Auto range</source>
        <translation>自動範囲</translation>
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
        <translation>バイト以外の値を黒 … 白に対応付ける方法</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Grey</source>
        <translation>グレースケール</translation>
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
        <translation>単一チャンネル画像のカラーマップ</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+182"/>
        <source>Play</source>
        <translation>再生</translation>
    </message>
    <message>
        <location line="-181"/>
        <source>Play through the current episode</source>
        <translation>現在のエピソードを再生</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> fps</source>
        <translation> fps</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Steps per second while playing</source>
        <translation>再生中の 1 秒あたりのステップ数</translation>
    </message>
    <message>
        <location line="+155"/>
        <source>%1 · step %L2</source>
        <translation>%1 · ステップ %L2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No image-like key (HxW, HxWxC, CxHxW or stacked frames)</source>
        <translation>画像とみなせるキーがありません（HxW、HxWxC、CxHxW、またはスタックしたフレーム）</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Pause</source>
        <translation>一時停止</translation>
    </message>
</context>
<context>
    <name>ReplayScope::Ui::KeyTreePanel</name>
    <message>
        <location filename="../widgets/view/keytreepanel.cpp" line="+47"/>
        <source>%1 (pinned to the table)</source>
        <translation>%1（表に固定）</translation>
    </message>
    <message>
        <location line="+22"/>
        <location line="+35"/>
        <source>P&amp;in to Table</source>
        <translation>表に固定(&amp;I)</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>Copy &amp;Path</source>
        <translation>パスをコピー(&amp;P)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep the selected keys in the table whatever is selected</source>
        <translation>何を選択しても、選択したキーを表に残します</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Filter keys</source>
        <translation>キーを絞り込み</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Unp&amp;in from Table</source>
        <translation>表から固定を解除(&amp;I)</translation>
    </message>
</context>
<context>
    <name>ReplayScope::Ui::PlotPanel</name>
    <message>
        <location filename="../widgets/view/plot/plotmodes.cpp" line="+39"/>
        <location line="+229"/>
        <location filename="../widgets/view/plot/plotpanel.cpp" line="+136"/>
        <source>step</source>
        <translation>ステップ</translation>
    </message>
    <message>
        <location line="-218"/>
        <source>not drawn, more than %1 lines: %2</source>
        <translation>描画されていません（%1 本を超える線）: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>not drawn, another number of steps: %1</source>
        <translation>描画されていません（ステップ数が異なる）: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose a numeric per-step key to plot it</source>
        <translation>プロットするには、ステップごとの数値キーを選択してください</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../widgets/view/plot/plotpanel.cpp" line="+270"/>
        <source>%1 has no rows</source>
        <translation>%1 には行がありません</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>reading every step: %1%, a sample until then</source>
        <translation>全ステップを読み込み中: %1%、それまではサンプル</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: first %2 columns of %3</source>
        <translation>%1: %3 列中の最初の %2 列</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1 · %Ln steps</source>
        <translation>
            <numerusform>%1 · %Ln ステップ</numerusform>
        </translation>
    </message>
    <message>
        <location line="+75"/>
        <source>episode</source>
        <translation>エピソード</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>return</source>
        <translation>リターン</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>length</source>
        <translation>長さ</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%Ln episodes · click one to go there</source>
        <translation>
            <numerusform>%Ln 個のエピソード · クリックでそのエピソードへ移動</numerusform>
        </translation>
    </message>
    <message>
        <location line="+36"/>
        <location line="+42"/>
        <source>count</source>
        <translation>度数</translation>
    </message>
    <message>
        <location line="-38"/>
        <source>Choose a numeric per-step key</source>
        <translation>ステップごとの数値キーを選択してください</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The cursor is in no episode</source>
        <translation>カーソルはどのエピソードにもありません</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: the histogram follows once every step is read (%2%)</source>
        <translation>%1: 全ステップを読み終えるとヒストグラムを表示します (%2%)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 in episode %2</source>
        <translation>エピソード %2 の %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, all rows</source>
        <translation>%1、全行</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>step in episode %1</source>
        <translation>エピソード %1 内のステップ</translation>
    </message>
    <message>
        <location filename="../widgets/view/plot/plotpanel.cpp" line="-343"/>
        <source>Bars</source>
        <translation>棒グラフ</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Key against step</source>
        <translation>ステップごとのキー値</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Return per episode</source>
        <translation>エピソードごとのリターン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Length per episode</source>
        <translation>エピソードごとの長さ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Histogram of key</source>
        <translation>キーのヒストグラム</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What to plot</source>
        <translation>プロットする内容</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>All rows</source>
        <translation>全行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current episode</source>
        <translation>現在のエピソード</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which rows the histogram counts</source>
        <translation>ヒストグラムで集計する行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw bars instead of a line</source>
        <translation>線の代わりに棒で描画</translation>
    </message>
    <message>
        <location line="+329"/>
        <source>%1 holds no number per step, so there is nothing to plot</source>
        <translation>%1 はステップごとの数値を持たないため、プロットするものがありません</translation>
    </message>
    <message>
        <location filename="../widgets/view/plot/plotcontextmenu.cpp" line="+17"/>
        <location filename="../widgets/view/plot/plotpanel.cpp" line="-323"/>
        <source>Reset View</source>
        <translation>表示をリセット</translation>
    </message>
    <message>
        <location filename="../widgets/view/plot/plotpanel.cpp" line="+2"/>
        <source>Show all the data (zoom with the wheel, pan by dragging)</source>
        <translation>全データを表示（ホイールでズーム、ドラッグでパン）</translation>
    </message>
    <message>
        <location filename="../widgets/view/plot/plotcontextmenu.cpp" line="+1"/>
        <location filename="../widgets/view/plot/plotpanel.cpp" line="+4"/>
        <source>Fit Episode</source>
        <translation>エピソードに合わせる</translation>
    </message>
    <message>
        <location filename="../widgets/view/plot/plotpanel.cpp" line="+1"/>
        <source>Show the current episode, steps counted from its start</source>
        <translation>現在のエピソードを表示し、ステップを開始から数えます</translation>
    </message>
    <message>
        <location filename="../widgets/view/plot/plotcontextmenu.cpp" line="+4"/>
        <location filename="../widgets/view/plot/plotpanel.cpp" line="+3"/>
        <source>Export…</source>
        <translation>エクスポート…</translation>
    </message>
    <message>
        <location filename="../widgets/view/plot/plotpanel.cpp" line="+2"/>
        <source>Save the plot as a PNG image or a PDF file</source>
        <translation>プロットを PNG 画像または PDF ファイルとして保存</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>More</source>
        <translation>その他</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The plot&apos;s actions that do not fit here</source>
        <translation>ここに収まらないプロットの操作</translation>
    </message>
    <message>
        <location filename="../widgets/view/plot/plotmodes.cpp" line="-171"/>
        <location filename="../widgets/view/plot/plotpanel.cpp" line="+285"/>
        <source>%1 is image-like: the Image tab shows it</source>
        <translation>%1 は画像のようなキーです。画像タブで表示されます</translation>
    </message>
    <message>
        <location filename="../widgets/view/plot/plotexport.cpp" line="+85"/>
        <source>Wrote %1</source>
        <translation>%1 に書き出しました</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>PNG image (*.png)</source>
        <translation>PNG 画像 (*.png)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PDF document, vector (*.pdf)</source>
        <translation>PDF 文書、ベクター (*.pdf)</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+6"/>
        <source>Export Plot</source>
        <translation>プロットのエクスポート</translation>
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
        <translation>時間カーソルと現在のエピソードの網掛けを含める</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Size:</source>
        <translation>サイズ:</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>Could not write %1</source>
        <translation>%1 に書き込めませんでした</translation>
    </message>
    <message>
        <location filename="../widgets/view/plot/plotpanel.cpp" line="+24"/>
        <source>Reading %1…</source>
        <translation>%1 を読み込んでいます…</translation>
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
        <translation>%1 はステップごとの数値配列ではありません</translation>
    </message>
</context>
<context>
    <name>ReplayScope::Ui::ShortcutsDialog</name>
    <message>
        <location filename="../widgets/view/shortcutsdialog.cpp" line="+17"/>
        <source>Keyboard Shortcuts</source>
        <translation>キーボードショートカット</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Shortcut</source>
        <translation>ショートカット</translation>
    </message>
</context>
<context>
    <name>ReplayScope::Ui::StepFilterBar</name>
    <message>
        <location filename="../widgets/view/stepfilterbar.cpp" line="+23"/>
        <source>Find steps: rew &lt; -1 &amp; abs(act[:,0]) &gt; 0.95</source>
        <translation>ステップを検索: rew &lt; -1 &amp; abs(act[:,0]) &gt; 0.95</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An expression over the keys, true for the steps to find (the language of Add Key: comparisons, &amp; | ~, abs, isnan, .any(axis=1)). Enter searches; the table and the plot mark the steps, the episode list selects their episodes, and Delete Rows, Slice and Export Episodes act on them.</source>
        <translation>キーに対する式で、検索するステップで真になるもの(キー追加と同じ言語: 比較、&amp; | ~、abs、isnan、.any(axis=1))。Enter で検索します。表とプロットがステップを示し、エピソード一覧がそのエピソードを選択し、行の削除・スライス・エピソードのエクスポートがそれらに作用します。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Previous matching step</source>
        <translation>前の一致したステップ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next matching step</source>
        <translation>次の一致したステップ</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Searching…</source>
        <translation>検索中…</translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>%Ln step(s)</source>
        <translation>
            <numerusform>%Ln ステップ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%Ln step(s) in %1</source>
        <translation>
            <numerusform>%1 の %Ln ステップ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln episode(s)</source>
        <translation>
            <numerusform>%Ln エピソード</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReplayScope::Ui::TablePanel</name>
    <message>
        <location filename="../widgets/view/tablepanel.cpp" line="+55"/>
        <source>Go to row</source>
        <translation>行へ移動</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show the previous rows</source>
        <translation>前の行を表示</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the next rows</source>
        <translation>次の行を表示</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>There is no row &apos;%1&apos; (rows go from 0 to %2).</source>
        <translation>行 &apos;%1&apos; はありません（行は 0～%2 です）。</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>axis %1:</source>
        <translation>軸 %1:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Index on axis %1 (of %2)</source>
        <translation>軸 %1 のインデックス（全 %2）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Select a key to see its values (Ctrl+click for several side by side)</source>
        <translation>キーを選ぶと値が表示されます（Ctrl+クリックで複数を並べて表示）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 holds no values to show</source>
        <translation>%1 には表示できる値がありません</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 (%n keys side by side)</source>
        <translation>
            <numerusform>%1（%n 個のキーを並べて表示）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Rows %L1–%L2 of %L3</source>
        <translation>%L1–%L2 行目（全 %L3 行）</translation>
    </message>
</context>
<context>
    <name>ReplayScope::Ui::TensorTableModel</name>
    <message>
        <location filename="../widgets/model/tensortablemodel.cpp" line="+318"/>
        <source>%1: an image-like key (%2 per step); the Image tab shows it</source>
        <translation>%1: 画像のようなキー（1 ステップあたり %2）。画像タブで表示されます</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Step %1, storage slot %2</source>
        <translation>ステップ %1、格納スロット %2</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>&apos;%1&apos; is not a valid %2 value</source>
        <translation>&apos;%1&apos; は有効な %2 の値ではありません</translation>
    </message>
</context>
<context>
    <name>SplitFiles</name>
    <message>
        <location filename="../widgets/model/data/splitfiles.cpp" line="+28"/>
        <source>not a folder</source>
        <translation>フォルダーではありません</translation>
    </message>
</context>
<context>
    <name>TaskRunner</name>
    <message>
        <location filename="../widgets/model/tasks/taskrunner.cpp" line="+60"/>
        <location line="+2"/>
        <source>Unknown error</source>
        <translation>不明なエラー</translation>
    </message>
</context>
<context>
    <name>Undo Commands</name>
    <message>
        <location filename="../widgets/model/commands/removekey.cpp" line="+16"/>
        <source>Delete %1</source>
        <translation>%1 を削除</translation>
    </message>
    <message>
        <location filename="../widgets/model/commands/renamekey.cpp" line="+27"/>
        <source>Rename %1 → %2</source>
        <translation>名前を変更 %1 → %2</translation>
    </message>
    <message>
        <location filename="../widgets/model/commands/setvalue.cpp" line="+32"/>
        <source>Edit %1</source>
        <translation>%1 を編集</translation>
    </message>
</context>
<context>
    <name>WatchController</name>
    <message>
        <location filename="../app/gui/watchcontroller.cpp" line="+44"/>
        <source>Could not read %1 again (%2); still showing the last version read, and trying again at its next change.</source>
        <translation>%1 を読み直せませんでした(%2)。最後に読んだ版を表示したまま、次の変更時に再試行します。</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Watching %1: it is read again whenever it changes on disk.</source>
        <translation>%1 を監視中: ディスク上で変更されるたびに読み直します。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Stopped watching %1.</source>
        <translation>%1 の監視を停止しました。</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>%1 changed on disk; it is read again when the work on it is done.</source>
        <translation>%1 がディスク上で変更されました。進行中の処理が終わったら再読み込みします。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 changed on disk; not read again, to keep your unsaved changes.</source>
        <translation>%1 がディスク上で変更されました。未保存の変更を保つため、読み直していません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 changed on disk; reading it again…</source>
        <translation>%1 がディスク上で変更されました。読み直しています…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>File Changed on Disk</source>
        <translation>ディスク上のファイルが変更されました</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 changed on disk, and you have unsaved changes in it.</source>
        <translation>%1 がディスク上で変更されましたが、未保存の変更があります。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Read the file again and discard your changes, or keep your changes and the version you have?</source>
        <translation>ファイルを読み直して変更を破棄しますか、それとも変更と現在の版を保持しますか?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Read Again</source>
        <translation>読み直す(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keep My Changes</source>
        <translation>変更を保持(&amp;K)</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/gui/main.cpp" line="+25"/>
        <source>CartPole demo</source>
        <translation>CartPole デモ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>generated demo</source>
        <translation>生成されたデモ</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Inspect reinforcement-learning replay buffers.</source>
        <translation>強化学習のリプレイバッファを調べます。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Use the language &lt;code&gt; (de, zh_CN, en, ...) this time, instead of the one chosen in Preferences.</source>
        <translation>今回は設定で選んだ言語の代わりに言語 &lt;code&gt;（de、zh_CN、en など）を使います。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Render the window to &lt;file&gt; and exit.</source>
        <translation>ウィンドウを &lt;file&gt; に描画して終了します。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>With --screenshot: show &lt;view&gt; (table, image or plot) in front, or compare: the Compare With… window of the first two files, or python: Copy as Python&apos;s preview of the selected key.</source>
        <translation>--screenshot と共に: &lt;view&gt; (table、image、plot) を前面に表示するか、compare: 最初の 2 ファイルの「比較…」ウィンドウ、または python: 選択したキーの「Python としてコピー」のプレビュー。</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>--screenshot-reload needs --watch FILE</source>
        <translation>--screenshot-reload には --watch FILE が必要です</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>With --screenshot: select the key &lt;path&gt; (default obs.frame for the image view, obs.state for the plot); several keys, comma-separated, show side by side in the table.</source>
        <translation>--screenshot と併用: キー &lt;path&gt; を選択します（既定は画像ビューで obs.frame、プロットで obs.state）。カンマ区切りで複数のキーを指定すると表に並べて表示します。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>With --screenshot: what the plot shows (steps, returns, lengths or histogram).</source>
        <translation>--screenshot と併用：プロットの内容（steps、returns、lengths、histogram）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open &lt;file&gt; and read it again whenever it changes on disk (File ▸ Watch); may be given several times.</source>
        <translation>&lt;file&gt; を開き、ディスク上で変更されるたびに読み直します(ファイル ▸ 監視)。複数回指定できます。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>With --screenshot: search the steps where &lt;expression&gt; holds first (Find Steps).</source>
        <translation>--screenshot と共に: 先に &lt;expression&gt; が成り立つステップを検索します(ステップを検索)。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>With --screenshot and --watch: take the picture once the watched file has changed and was read again (its new episodes marked).</source>
        <translation>--screenshot と --watch と共に: 監視中のファイルが変更されて再読み込みされた後に撮影します (新しいエピソードが強調されます)。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Files to open.</source>
        <translation>開くファイル。</translation>
    </message>
    <message>
        <location filename="../app/gui/screenshot.cpp" line="+183"/>
        <source>unknown view %1 (use table, image, plot, compare or python)</source>
        <translation>不明なビュー %1 (table、image、plot、compare、python のいずれかを使用)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unknown plot %1 (use steps, returns, lengths or histogram)</source>
        <translation>不明なプロット %1（steps、returns、lengths、histogram のいずれかを使用）</translation>
    </message>
</context>
</TS>
