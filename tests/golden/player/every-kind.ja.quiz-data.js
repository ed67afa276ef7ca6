window.QUIZPACK_QUIZ = {
 "description": "<p>quizpack が対応するすべての問題形式を使ったサンプル問題集です。浮動小数点フォーマットと GPU での混合精度トレーニングを扱います 🚀</p>",
 "dir": "ltr",
 "format": 1,
 "guide": "guides/mixed-precision-training",
 "id": "every-kind",
 "lang": "ja",
 "level": "medium",
 "passingScore": 0.6,
 "questions": [
  {
   "choices": [
    {
     "correct": false,
     "html": "127",
     "id": "a"
    },
    {
     "correct": true,
     "html": "15",
     "id": "b"
    },
    {
     "correct": false,
     "html": "16",
     "id": "c"
    },
    {
     "correct": false,
     "html": "1023",
     "id": "d"
    }
   ],
   "explanation": "<p>指数が <em>k</em> ビットのときバイアスは 2^(k−1) − 1 で、FP16 は k = 5 なので 2⁴ − 1 = 15 です。127 は FP32(と bfloat16)の、1023 は FP64 のバイアスです。</p>",
   "id": "sc-fp16-exponent-bias",
   "kind": "single-choice",
   "points": 1.0,
   "stem": "<p><img src=\"assets/media/fp16-layout.png\" alt=\"FP16 の数値のビット フィールド: 符号 1 ビット、指数 5 ビット、仮数 10 ビット\"/></p><p>図は IEEE 754 半精度 (FP16) の数値の 16 ビットを示しています。この形式の<strong>指数バイアス</strong>はいくつですか?</p>",
   "stemText": "FP16 の数値のビット フィールド: 符号 1 ビット、指数 5 ビット、仮数 10 ビット\n\n図は IEEE 754 半精度 (FP16) の数値の 16 ビットを示しています。この形式の指数バイアスはいくつですか?",
   "title": "FP16 のレイアウト: \"半\"精度"
  },
  {
   "choices": [
    {
     "correct": false,
     "feedback": "<p>いいえ。NaN は自分自身を含むどの値とも等しくないため、<code>x == x</code> は <code>false</code> です。</p>",
     "html": "<code>x == x</code>",
     "id": "a"
    },
    {
     "correct": true,
     "feedback": "<p>正解です。<code>!=</code> はオペランドが NaN のときに true になる唯一の比較で、そのため <code>x != x</code> は NaN を調べる定番の方法です。</p>",
     "html": "<code>x != x</code>",
     "id": "b"
    },
    {
     "correct": false,
     "feedback": "<p>いいえ。オペランドが NaN のときは <code>&lt;</code> も <code>&gt;=</code> も false なので、すべての場合を網羅しているように見えても x &lt; y || x &gt;= y は false です。</p>",
     "html": "<code>x &lt; y || x &gt;= y</code>",
     "id": "c"
    },
    {
     "correct": false,
     "feedback": "<p>いいえ。NaN との大小比較はすべて false なので、x &lt;= y &amp;&amp; y &gt; x は false です。</p>",
     "html": "<code>x &lt;= y &amp;&amp; y &gt; x</code>",
     "id": "d"
    }
   ],
   "explanation": "<p>IEEE 754 では NaN は順序付けできない値として扱われ、NaN を含む <code>==</code> とすべての大小比較(<code>&lt;</code>、<code>&lt;=</code>、<code>&gt;</code>、<code>&gt;=</code>)は <code>false</code> になり、<code>!=</code> だけが <code>true</code> になります。そのため x &lt; y &amp;&amp; y &gt; z のような条件は x が NaN のとき黙って失敗しますが、<code>x != x</code>(または <code>std::isnan(x)</code>)なら NaN を検出できます。</p>",
   "id": "sc-nan-comparison",
   "kind": "single-choice",
   "points": 1.0,
   "stem": "<p>C または C++ (<code>#include &lt;cmath&gt;</code>) で <code>double x = NAN;</code> と <code>double y = 1.0;</code> とします。<code>true</code> と評価される式はどれですか?</p>",
   "stemText": "C または C++ (#include <cmath>) で double x = NAN; と double y = 1.0; とします。true と評価される式はどれですか?",
   "title": "NaN #1: x != x ですか?"
  },
  {
   "choices": [
    {
     "correct": true,
     "feedback": "<p>正解です。符号 1 ビット、指数 5 ビット、仮数 10 ビットです。</p>",
     "html": "FP16 (IEEE 754 半精度)",
     "id": "fp16"
    },
    {
     "correct": false,
     "feedback": "<p>いいえ。TF32 は Tensor コアの演算モードで 19 ビット(符号 1、指数 8、仮数 10)を使いますが、値は 32 ビットのワードに格納されます。</p>",
     "html": "TF32",
     "id": "tf32"
    },
    {
     "correct": true,
     "feedback": "<p>正解です。符号 1 ビット、指数 8 ビット、仮数 7 ビットです。</p>",
     "html": "bfloat16",
     "id": "bf16"
    },
    {
     "correct": false,
     "feedback": "<p>いいえ。FP8 形式は 8 ビットで、E4M3 は指数 4 ビット、仮数 3 ビットです。</p>",
     "html": "FP8 E4M3",
     "id": "fp8"
    },
    {
     "correct": false,
     "feedback": "<p>いいえ。FP64 は 64 ビット(符号 1、指数 11、仮数 52)です。</p>",
     "html": "FP64 (倍精度)",
     "id": "fp64"
    }
   ],
   "explanation": "<p>FP16 と bfloat16 はどちらも 16 ビットで、その分け方だけが異なります。FP16 は精度(仮数 10 ビット)を、bfloat16 は範囲(指数 8 ビット)を重視しています。TF32 の値は Tensor コアが 19 ビットしか使わなくても 32 ビットを占め、FP8 は 8 ビット、FP64 は 64 ビットです。</p>",
   "id": "mr-16-bit-formats",
   "kind": "multiple-response",
   "partialCredit": "right-minus-wrong",
   "points": 2.0,
   "stem": "<p>次のうち、各値をちょうど 16 ビットで格納する形式はどれですか? 正しいものをすべて選んでください。</p>",
   "stemText": "次のうち、各値をちょうど 16 ビットで格納する形式はどれですか? 正しいものをすべて選んでください。",
   "title": "16 ビット形式: 'half' と 'brain'"
  },
  {
   "choices": [
    {
     "correct": true,
     "html": "<code>backward()</code> の前に損失にスケール係数を掛ける",
     "id": "scales-loss"
    },
    {
     "correct": false,
     "html": "bfloat16 での学習には必須である",
     "id": "bf16-required"
    },
    {
     "correct": true,
     "html": "<code>scaler.step(optimizer)</code> を通じて、勾配に inf または NaN が含まれるときはオプティマイザーのステップをスキップする",
     "id": "skips-bad-steps"
    },
    {
     "correct": false,
     "html": "モデルの重みを FP16 に変換する",
     "id": "casts-weights"
    }
   ],
   "explanation": "<p><code>scaler.scale(loss).backward()</code> は損失に現在のスケールを掛け、<code>scaler.step(optimizer)</code> は勾配のスケールを元に戻して、inf や NaN があればステップをスキップし、<code>scaler.update()</code> は次の反復に向けてスケールを調整します。重みのデータ型を変えることはなく、bfloat16 は FP32 並みの範囲を持つため通常は不要です。</p>",
   "id": "mr-grad-scaler",
   "kind": "multiple-response",
   "partialCredit": "all-or-nothing",
   "points": 1.0,
   "stem": "<p><code>torch.amp.GradScaler</code> について正しい記述はどれですか? 当てはまるものをすべて選んでください。すべて正しく選んだ場合にのみ得点になります。</p>",
   "stemText": "torch.amp.GradScaler について正しい記述はどれですか? 当てはまるものをすべて選んでください。すべて正しく選んだ場合にのみ得点になります。",
   "title": "GradScaler: 全部正解で得点"
  },
  {
   "answer": true,
   "explanation": "<p>bfloat16 は FP32 の仮数部の下位 16 ビットを落としたもので、符号 1 ビット、指数 8 ビット、仮数 7 ビットです。最大の有限値は約 3.39 × 10³⁸ で FP32 の 3.40 × 10³⁸ とほぼ同じですが、FP16 は 65504(~6.5 × 10⁴)までです。</p>",
   "feedbackFalse": "<p>残念。bfloat16 は FP32 の指数部 8 ビットをすべて残しているので範囲は同じです。犠牲にしているのは精度です(仮数部は 23 ビットではなく 7 ビット)。</p>",
   "feedbackTrue": "<p>正解です 👍🏽 どちらも指数部は 8 ビットで、bfloat16 は仮数部のビットが少ないだけです。</p>",
   "id": "tf-bfloat16-range",
   "kind": "true-false",
   "points": 1.0,
   "stem": "<p>正しいか誤りか: bfloat16 の指数部のビット数は FP32 と同じなので、最大の有限値も約 3.4 × 10³⁸ である。</p>",
   "stemText": "正しいか誤りか: bfloat16 の指数部のビット数は FP32 と同じなので、最大の有限値も約 3.4 × 10³⁸ である。",
   "title": "bfloat16 の範囲 = FP32 の範囲?"
  },
  {
   "answer": true,
   "explanation": "<p>ログはマークアップではなくデータです。ビューアーはページに挿入する前に <code>&lt;</code>、<code>&gt;</code>、<code>&amp;</code>、引用符をエスケープしなければなりません。そうしないと <code>&lt;b&gt;not bold&lt;/b&gt;</code> のような行が書式を変えてしまい、スクリプトを含む行は読み手のブラウザーでコードを実行させかねません。</p>",
   "id": "tf-logs-are-text",
   "kind": "true-false",
   "points": 1.0,
   "stem": "<p>正しいか誤りか: 学習の生ログを表示するダッシュボードは、&lt;b&gt;not bold&lt;/b&gt; のような行を山かっこも含めて書かれたとおりに表示すべきで、<strong>太字</strong>として表示すべきではない。</p>",
   "stemText": "正しいか誤りか: 学習の生ログを表示するダッシュボードは、<b>not bold</b> のような行を山かっこも含めて書かれたとおりに表示すべきで、太字として表示すべきではない。",
   "title": "ログはマークアップではなくテキスト"
  },
  {
   "accepted": [
    "bfloat16",
    "torch.bfloat16"
   ],
   "caseSensitive": true,
   "explanation": "<p>PyTorch ではこの形式を <code>torch.bfloat16</code> と呼びます。<code>torch.float16</code>(別名 <code>torch.half</code>)は指数 5 ビットの FP16 です。Python の名前は大文字と小文字を区別するため、<code>torch.BFLOAT16</code> は <code>AttributeError</code> になります。</p>",
   "id": "sa-bfloat16-dtype",
   "kind": "short-answer",
   "points": 1.0,
   "stem": "<p>指数 8 ビット、仮数 7 ビットの 16 ビット形式を表す PyTorch の dtype 名を、<code>torch.&lt;name&gt;</code> の形で入力してください。大文字と小文字は区別されます。</p>",
   "stemText": "指数 8 ビット、仮数 7 ビットの 16 ビット形式を表す PyTorch の dtype 名を、torch.<name> の形で入力してください。大文字と小文字は区別されます。",
   "title": "dtype 名 (大文字・小文字を区別)"
  },
  {
   "accepted": [
    "損失スケーリング",
    "ロス スケーリング",
    "ロススケーリング",
    "loss scaling"
   ],
   "caseSensitive": false,
   "explanation": "<p>損失スケーリングでは、損失、ひいてはすべての勾配に 2¹⁶ などの係数を掛け、小さな勾配が FP16 のアンダーフローの閾値を下回らないようにします。勾配はオプティマイザーのステップの前に同じ係数で割り戻します。動的損失スケーリングでは、オーバーフローが起きると係数を小さくし、正常なステップが続くと再び大きくします。</p>",
   "id": "sa-loss-scaling",
   "kind": "short-answer",
   "points": 1.0,
   "stem": "<p>損失に大きな係数を掛けて、FP16 の小さな勾配がゼロにアンダーフローしないようにする手法の名前を答えてください。</p>",
   "stemText": "損失に大きな係数を掛けて、FP16 の小さな勾配がゼロにアンダーフローしないようにする手法の名前を答えてください。",
   "title": "アンダーフロー対策の名前"
  },
  {
   "explanation": "<p>inf と NaN 用に予約されていない最大の指数フィールドは 11110₂ = 30 で、バイアス 15 を引くと 2¹⁵ になります。最大の仮数は 1.1111111111₂ = 2 − 2⁻¹⁰ です。したがって最大値は (2 − 2⁻¹⁰) × 2¹⁵ = 65504 で、これより大きな結果は inf にオーバーフローします。</p>",
   "high": 65504.0,
   "id": "num-fp16-max",
   "kind": "numerical",
   "low": 65504.0,
   "points": 1.0,
   "stem": "<p>FP16 で表せる最大の有限値はいくつですか? 正確な整数を数字だけで入力してください。</p>",
   "stemText": "FP16 で表せる最大の有限値はいくつですか? 正確な整数を数字だけで入力してください。",
   "title": "FP16 の最大値",
   "tolerance": 0.0,
   "value": 65504.0
  },
  {
   "explanation": "<p>1 ビットは 10 進数で log₁₀ 2 ≈ 0.301 桁に相当するので、8 ビットの有効ビットは 8 × 0.301 ≈ 2.4 桁になります。1.0 と次の bfloat16 の値との間隔は 2⁻⁷ ≈ 0.0078 です。2 から 3 までの答えを正解とします。比較すると、FP16(有効 11 ビット)は約 3.3 桁、FP32(24 ビット)は約 7.2 桁です。</p>",
   "high": 3.0,
   "id": "num-bfloat16-digits",
   "kind": "numerical",
   "low": 2.0,
   "points": 1.0,
   "stem": "<p>bfloat16 の有効ビットは 8 ビット(格納される仮数 7 ビットと暗黙の先頭の 1)です。これはおよそ何桁の 10 進有効数字に相当しますか?</p>",
   "stemText": "bfloat16 の有効ビットは 8 ビット(格納される仮数 7 ビットと暗黙の先頭の 1)です。これはおよそ何桁の 10 進有効数字に相当しますか?",
   "title": "bfloat16 の 10 進桁数"
  },
  {
   "distractors": [
    {
     "answer": "{符号: 1, 指数: 11, 仮数: 52}",
     "answerText": "{符号: 1, 指数: 11, 仮数: 52}",
     "id": "fp64"
    }
   ],
   "explanation": "<p>FP32 は 1 + 8 + 23 ビット、FP16 は 1 + 5 + 10、bfloat16 は 1 + 8 + 7 で、TF32 は 32 ビットのワードの中で 1 + 8 + 10 の有効ビットを使います。指数 11 ビット・仮数 52 ビットのレイアウトは、一覧にない FP64(&quot;倍精度&quot;)のものです。</p>",
   "id": "match-format-layouts",
   "kind": "matching",
   "pairs": [
    {
     "answer": "{符号: 1, 指数: 8, 仮数: 23}",
     "answerText": "{符号: 1, 指数: 8, 仮数: 23}",
     "id": "fp32",
     "prompt": "FP32 (&quot;単精度&quot;)"
    },
    {
     "answer": "{符号: 1, 指数: 5, 仮数: 10}",
     "answerText": "{符号: 1, 指数: 5, 仮数: 10}",
     "id": "fp16",
     "prompt": "FP16 (&#39;半精度&#39;)"
    },
    {
     "answer": "{符号: 1, 指数: 8, 仮数: 7}",
     "answerText": "{符号: 1, 指数: 8, 仮数: 7}",
     "id": "bf16",
     "prompt": "bfloat16 -&gt; &quot;brain float&quot;"
    },
    {
     "answer": "{符号: 1, 指数: 8, 仮数: 10}",
     "answerText": "{符号: 1, 指数: 8, 仮数: 10}",
     "id": "tf32",
     "prompt": "TF32 &amp; Tensor コア"
    },
    {
     "answer": "{符号: 1, 指数: 8, 仮数: 23}",
     "answerText": "{符号: 1, 指数: 8, 仮数: 23}",
     "id": "binary32",
     "prompt": "IEEE 754 の binary32",
     "sameAnswerAs": "fp32"
    }
   ],
   "points": 2.0,
   "stem": "<p>各形式をそのビット レイアウトと組み合わせてください。</p>",
   "stemText": "各形式をそのビット レイアウトと組み合わせてください。",
   "title": "レイアウト: {符号, 指数, 仮数}"
  },
  {
   "id": "intro-amp",
   "kind": "description",
   "points": 0.0,
   "stem": "<p>次の問題は PyTorch の<strong>自動混合精度</strong> (AMP) についてです。<code>torch.amp.autocast</code> は安全な演算を FP16 または bfloat16 で、そうでない演算を FP32 で実行します。<code>torch.amp.GradScaler</code> は backward パスの前に損失を拡大し、FP16 の小さな勾配がゼロにアンダーフローしないようにします。</p>",
   "stemText": "次の問題は PyTorch の自動混合精度 (AMP) についてです。torch.amp.autocast は安全な演算を FP16 または bfloat16 で、そうでない演算を FP32 で実行します。torch.amp.GradScaler は backward パスの前に損失を拡大し、FP16 の小さな勾配がゼロにアンダーフローしないようにします。",
   "title": "自動混合精度について"
  },
  {
   "explanation": "<p>よい計画では、forward パスと損失の計算を <code>torch.amp.autocast</code> で囲み、FP16 では <code>torch.amp.GradScaler</code> を使い(bfloat16 では通常不要)、モデルのパラメーターは FP32 のまま保ちます。効果はハードウェアとワークロードによって変わるため、スループット、メモリ、損失曲線を FP32 での実行と比較します。</p>",
   "id": "essay-amp-plan",
   "kind": "essay",
   "points": 5.0,
   "stem": "<p>あなたのチームは Tensor コアを備えた GPU でモデルを FP32 で学習させており、チェックポイントを <code>C:\\data\\run~1\\ckpt</code> に保存しています(Windows ではフォルダーの区切りは a\\b のようにバックスラッシュです)。自動混合精度に切り替える計画を簡潔に書いてください。手順の要約で十分です。次の点に触れてください。</p><ul><li>使用する PyTorch の API</li><li>FP16 と bfloat16 のそれぞれで損失スケーリングが必要かどうか</li><li>速度<em>と</em>精度が許容範囲にあることをどう確認するか</li></ul><p><a href=\"https://pytorch.org/docs/stable/amp.html\" target=\"_blank\" rel=\"noopener noreferrer\">PyTorch AMP のドキュメント</a>が参考になります。</p>",
   "stemText": "あなたのチームは Tensor コアを備えた GPU でモデルを FP32 で学習させており、チェックポイントを C:\\data\\run~1\\ckpt に保存しています(Windows ではフォルダーの区切りは a\\b のようにバックスラッシュです)。自動混合精度に切り替える計画を簡潔に書いてください。手順の要約で十分です。次の点に触れてください。\n\n- 使用する PyTorch の API\n- FP16 と bfloat16 のそれぞれで損失スケーリングが必要かどうか\n- 速度と精度が許容範囲にあることをどう確認するか\n\nPyTorch AMP のドキュメントが参考になります。",
   "title": "AMP への移行を計画する 🚀"
  },
  {
   "explanation": "<p>forward パスは <code>autocast</code> の中で実行され、スケーリングした損失を逆伝播し、<code>scaler.step</code> が勾配のスケールを戻してオーバーフローした場合はステップを飛ばし、最後に <code>scaler.update</code> が次のステップのためにスケールを調整します。</p>",
   "id": "order-amp-step",
   "items": [
    {
     "html": "<code>autocast</code> の中での forward パスと損失",
     "id": "forward",
     "text": "autocast の中での forward パスと損失"
    },
    {
     "html": "<code>scaler.scale(loss).backward()</code>",
     "id": "backward",
     "text": "scaler.scale(loss).backward()"
    },
    {
     "html": "<code>scaler.step(optimizer)</code>",
     "id": "step",
     "text": "scaler.step(optimizer)"
    },
    {
     "html": "<code>scaler.update()</code>",
     "id": "update",
     "text": "scaler.update()"
    }
   ],
   "kind": "ordering",
   "partialCredit": "all-or-nothing",
   "points": 1.0,
   "stem": "<p>FP16 を使う混合精度の学習ステップ 1 回分を、実行される順に並べてください。</p>",
   "stemText": "FP16 を使う混合精度の学習ステップ 1 回分を、実行される順に並べてください。",
   "title": "AMP での 1 回の学習ステップ"
  },
  {
   "explanation": "<p>FP64 は 64 ビット、FP32 は 32、bfloat16 は 16、FP8 E4M3 は 8 ビットです。正しい位置にある形式ごとに点数の 4 分の 1 が入ります。</p>",
   "id": "order-format-width",
   "items": [
    {
     "html": "FP64",
     "id": "fp64",
     "text": "FP64"
    },
    {
     "html": "FP32",
     "id": "fp32",
     "text": "FP32"
    },
    {
     "html": "bfloat16",
     "id": "bf16",
     "text": "bfloat16"
    },
    {
     "html": "FP8 E4M3",
     "id": "fp8",
     "text": "FP8 E4M3"
    }
   ],
   "kind": "ordering",
   "partialCredit": "per-position",
   "points": 4.0,
   "stem": "<p>形式をビット数の多い順に並べてください。</p>",
   "stemText": "形式をビット数の多い順に並べてください。",
   "title": "order-format-width"
  },
  {
   "explanation": "<p>bfloat16 は FP32 と同じ 8 ビットの指数部を持つので、合計 16 ビットで FP32 の範囲を保ちます。</p>",
   "gaps": [
    {
     "accepted": [
      "bfloat16",
      "BF16"
     ],
     "caseSensitive": false,
     "id": "format",
     "kind": "text",
     "points": 1.0
    },
    {
     "id": "keeps",
     "kind": "choice",
     "options": [
      {
       "correct": true,
       "id": "range",
       "text": "範囲"
      },
      {
       "correct": false,
       "id": "precision",
       "text": "精度"
      }
     ],
     "points": 2.0
    },
    {
     "high": 16.0,
     "id": "bits",
     "kind": "number",
     "low": 16.0,
     "points": 1.0,
     "tolerance": 0.0,
     "value": 16.0
    }
   ],
   "id": "cloze-bf16",
   "kind": "cloze",
   "points": 4.0,
   "stem": "<p><span class=\"qp-gap\" data-gap=\"format\"></span> は合計 <span class=\"qp-gap\" data-gap=\"bits\"></span> ビットで FP32 の<span class=\"qp-gap\" data-gap=\"keeps\"></span>を保ちます。</p>",
   "stemText": "_____ は合計 _____ ビットで FP32 の_____を保ちます。",
   "title": "cloze-bf16"
  },
  {
   "gaps": [
    {
     "accepted": [
      "損失"
     ],
     "caseSensitive": false,
     "id": "what",
     "kind": "text",
     "points": 1.0
    },
    {
     "accepted": [
      "勾配"
     ],
     "caseSensitive": false,
     "id": "which",
     "kind": "text",
     "points": 1.0
    }
   ],
   "id": "cloze-loss-scaling",
   "kind": "cloze",
   "points": 2.0,
   "stem": "<p>ロス スケーリングは逆伝播の前に<span class=\"qp-gap\" data-gap=\"what\"></span>を掛け、小さな<span class=\"qp-gap\" data-gap=\"which\"></span>が FP16 でアンダーフローしないようにします。</p>",
   "stemText": "ロス スケーリングは逆伝播の前に_____を掛け、小さな_____が FP16 でアンダーフローしないようにします。",
   "title": "cloze-loss-scaling"
  },
  {
   "gaps": [
    {
     "id": "fp16",
     "kind": "choice",
     "options": [
      {
       "correct": true,
       "id": "five",
       "text": "5"
      },
      {
       "correct": false,
       "id": "eight",
       "text": "8"
      }
     ],
     "points": 1.0
    },
    {
     "id": "fp8",
     "kind": "choice",
     "options": [
      {
       "correct": true,
       "id": "four",
       "text": "4"
      },
      {
       "correct": false,
       "id": "five",
       "text": "5"
      }
     ],
     "points": 1.0
    }
   ],
   "id": "cloze-formats",
   "kind": "cloze",
   "points": 2.0,
   "stem": "<p>FP16 の指数部は <span class=\"qp-gap\" data-gap=\"fp16\"></span> ビット、FP8 E4M3 は <span class=\"qp-gap\" data-gap=\"fp8\"></span> ビットです。</p>",
   "stemText": "FP16 の指数部は _____ ビット、FP8 E4M3 は _____ ビットです。",
   "title": "cloze-formats"
  }
 ],
 "shuffle": {
  "choices": true,
  "questions": false
 },
 "title": "すべての問題形式: 数値フォーマットと GPU トレーニング",
 "titleText": "すべての問題形式: 数値フォーマットと GPU トレーニング",
 "trueFalse": [
  "正しい",
  "誤り"
 ],
 "version": "1.0.0"
};
