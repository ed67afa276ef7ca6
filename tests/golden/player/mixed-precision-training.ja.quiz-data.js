window.QUIZPACK_QUIZ = {
 "description": "<p>FP16 レンジとロス スケーリング、bfloat16、マスター ウェイト、オートキャスト、Tensor コア アキュムレーション、および測定されたハードウェア依存ゲインをカバーします。</p>",
 "dir": "ltr",
 "format": 1,
 "guide": "guides/mixed-precision-training",
 "id": "mixed-precision-training",
 "lang": "ja",
 "level": "medium",
 "passingScore": 0.75,
 "questions": [
  {
   "choices": [
    {
     "correct": true,
     "html": "16 ビットでは丸められる可能性のある小さな重み更新の精度を維持するため",
     "id": "a"
    },
    {
     "correct": false,
     "html": "ディスク上のモデル ファイルのサイズを小さくするには",
     "id": "b"
    },
    {
     "correct": false,
     "html": "GPU なしでトレーニングを可能にするには",
     "id": "c"
    },
    {
     "correct": false,
     "html": "モデルパラメータを暗号化するには",
     "id": "d"
    }
   ],
   "explanation": "<p>FP16 の仮数部は明示的には 10 ビットしかないため、1.0 の近くでは隣り合う値の間隔が約 0.001(2⁻¹⁰ ≈ 0.00098)あります。そのため 1.0 の重みに 0.0001 の更新を加えても丸めで消え、重みは変わりません。そこでオプティマイザーは FP32 のマスター コピーに更新を適用して小さな更新を保持し、順伝播と逆伝播で使う 16 ビットのコピーはそこから作り直します。マスター コピーはメモリを余分に使うもので、ファイルを小さくするものではなく、GPU なしでの学習や暗号化とも関係ありません。</p>",
   "id": "fp32-master-weights",
   "kind": "single-choice",
   "points": 1.0,
   "stem": "<p>FP32 のマスター ウェイトを保持する FP16 トレーニングのレシピでは、なぜそれを残しておくのですか?</p>",
   "stemText": "FP32 のマスター ウェイトを保持する FP16 トレーニングのレシピでは、なぜそれを残しておくのですか?",
   "title": "fp32-master-weights"
  },
  {
   "choices": [
    {
     "correct": false,
     "html": "データを過学習させるモデル",
     "id": "a"
    },
    {
     "correct": true,
     "html": "FP16 の範囲が狭いため、勾配がゼロにアンダーフローする",
     "id": "b"
    },
    {
     "correct": false,
     "html": "GPU のディスク容量が不足している",
     "id": "c"
    },
    {
     "correct": false,
     "html": "ディスクからのデータの読み込みが遅い",
     "id": "d"
    }
   ],
   "explanation": "<p>FP16 の最大の有限値は 65504、最小の正の正規化数は約 6.1 × 10⁻⁵(非正規化数でも約 6 × 10⁻⁸ まで)なので、小さな勾配の多くはゼロになってしまいます。損失スケーリングでは、逆伝播の前に損失に係数(たとえば 2¹⁶)を掛けて勾配を表現可能な範囲に保ち、オプティマイザーのステップの前に同じ係数で割って元に戻し(アンスケール)、勾配に inf や NaN が含まれるステップはスキップします。動的損失スケーリングでは、オーバーフローが起きると係数を下げ、正常なステップが続くと再び上げます。過学習、ディスク容量、データの読み込みとは関係ありません。</p>",
   "id": "loss-scaling-purpose",
   "kind": "single-choice",
   "points": 1.0,
   "stem": "<p>損失スケーリングは FP16 トレーニングでどのような問題を解決しますか?</p>",
   "stemText": "損失スケーリングは FP16 トレーニングでどのような問題を解決しますか?",
   "title": "loss-scaling-purpose"
  },
  {
   "choices": [
    {
     "correct": false,
     "html": "使用する総ビット数が少なくなります",
     "id": "a"
    },
    {
     "correct": false,
     "html": "数値の代わりにテキストを保存します",
     "id": "b"
    },
    {
     "correct": true,
     "html": "FP32 と同じ広い指数範囲を備えており、損失スケーリングの必要性が軽減されます。",
     "id": "c"
    },
    {
     "correct": false,
     "html": "CPU上でのみ動作します",
     "id": "d"
    }
   ],
   "explanation": "<p>bfloat16 は FP32 と同じ 8 ビットの指数部を持つため、同じ範囲(最大約 3.4 × 10³⁸)を表せ、小さな勾配がアンダーフローすることはまれです。そのため通常は損失スケーリングが不要になります。その代わり仮数部は明示的には 7 ビットしかなく、FP16 の 10 ビットより少ないため、精度は FP16 より低くなります。どちらの形式も合計 16 ビットなので総ビット数が少ないわけではなく、CPU だけでなく GPU などのアクセラレーターでも動作します。</p>",
   "id": "bfloat16-advantage",
   "kind": "single-choice",
   "points": 1.0,
   "stem": "<p>bfloat16 には FP16 と比べてどのような利点がありますか?</p>",
   "stemText": "bfloat16 には FP16 と比べてどのような利点がありますか?",
   "title": "bfloat16-advantage"
  },
  {
   "choices": [
    {
     "correct": false,
     "html": "丸めのない整数演算で累積する",
     "id": "a"
    },
    {
     "correct": false,
     "html": "FP16 に変換する前にテキストとして累積する",
     "id": "b"
    },
    {
     "correct": false,
     "html": "FP16 のみで累積し、それによってあらゆる数値誤差が防がれる",
     "id": "c"
    },
    {
     "correct": true,
     "html": "FP32 で累積し、低精度での累積に比べて丸め誤差を小さく抑える",
     "id": "d"
    }
   ],
   "explanation": "<p>サポートされている多くの演算で、Tensor コアは FP16 または bfloat16 の入力を掛け合わせ、その積を FP32 のアキュムレーターに加算します。何千もの積を FP16 で足し合わせると、加算のたびに下位ビットが失われ、65504 を超えてオーバーフローすることもあるため、FP32 で累積することで長い内積の丸め誤差を小さく抑えます。FP16 だけで累積しても数値誤差は防げず、むしろ増えます。</p>",
   "id": "tensor-core-accumulation",
   "kind": "single-choice",
   "points": 1.0,
   "stem": "<p>サポートされている多くの Tensor コアの行列演算では、部分和は一般にどのように累積されますか?</p>",
   "stemText": "サポートされている多くの Tensor コアの行列演算では、部分和は一般にどのように累積されますか?",
   "title": "tensor-core-accumulation"
  },
  {
   "choices": [
    {
     "correct": true,
     "html": "テンソルのメモリを削減し、スループットを向上できる。効果はハードウェアとワークロードによって異なる",
     "id": "a"
    },
    {
     "correct": false,
     "html": "モデルの精度が必ず高くなる",
     "id": "b"
    },
    {
     "correct": false,
     "html": "勾配を計算する必要がなくなる",
     "id": "c"
    },
    {
     "correct": false,
     "html": "エンドツーエンドのトレーニング速度が常に 2 倍になる",
     "id": "d"
    }
   ],
   "explanation": "<p>16 ビットの値は FP32 の半分のバイト数で済むため、16 ビットで保持する活性化などのテンソルのメモリが減り、Tensor コアを備えた GPU では行列積や畳み込みが大幅に速くなることがあります。エンドツーエンドの学習がどれだけ速くなるかは、ハードウェアと、ワークロードがメモリ帯域と計算のどちらに律速されているかによって決まるため、2 倍の高速化は保証されず、効果は測定して確かめる必要があります。精度を下げること自体がモデルの精度を上げるわけではなく、勾配の計算も引き続き必要です。</p>",
   "id": "half-precision-benefit",
   "kind": "single-choice",
   "points": 1.0,
   "stem": "<p>サポートされているトレーニング演算に 16 ビットの値を使う一般的な利点は何ですか?</p>",
   "stemText": "サポートされているトレーニング演算に 16 ビットの値を使う一般的な利点は何ですか?",
   "title": "half-precision-benefit"
  },
  {
   "choices": [
    {
     "correct": false,
     "html": "<code>torch.cuda.amp</code> のみ。これが推奨される新しい名前空間である",
     "id": "a"
    },
    {
     "correct": true,
     "html": "<code>torch.amp.autocast</code> と、FP16 の勾配スケーリング用の <code>torch.amp.GradScaler</code>",
     "id": "b"
    },
    {
     "correct": false,
     "html": "<code>torch.load</code> と <code>torch.save</code>",
     "id": "c"
    },
    {
     "correct": false,
     "html": "<code>torch.nn.DataParallel</code> と <code>torch.manual_seed</code>",
     "id": "d"
    }
   ],
   "explanation": "<p><code>torch.amp.autocast</code> はその範囲内の演算ごとにデータ型を選び、<code>torch.amp.GradScaler</code> は FP16 での学習で損失をスケーリングします。bfloat16 では通常スケーラーは不要です。<code>torch.cuda.amp.autocast</code> と <code>torch.cuda.amp.GradScaler</code> は古い書き方で、現在は <code>torch.amp</code> が推奨され非推奨になっているため、<code>torch.cuda.amp</code> を推奨される新しい名前空間とする選択肢は逆です。<code>torch.load</code>、<code>torch.save</code>、<code>torch.nn.DataParallel</code>、<code>torch.manual_seed</code> は精度とは関係ありません。</p>",
   "id": "pytorch-amp-apis",
   "kind": "single-choice",
   "points": 1.0,
   "stem": "<p>自動混合精度トレーニングで一般的に使われている現在の PyTorch API はどれですか?</p>",
   "stemText": "自動混合精度トレーニングで一般的に使われている現在の PyTorch API はどれですか?",
   "title": "pytorch-amp-apis"
  },
  {
   "choices": [
    {
     "correct": false,
     "html": "FP32 より仮数部のビット数が多いから",
     "id": "a"
    },
    {
     "correct": false,
     "html": "勾配を整数として保存するから",
     "id": "b"
    },
    {
     "correct": true,
     "html": "FP32 と同様の指数範囲を持つため、非常に小さな勾配がアンダーフローしにくいから",
     "id": "c"
    },
    {
     "correct": false,
     "html": "値を一切丸めないから",
     "id": "d"
    }
   ],
   "explanation": "<p>勾配は、その形式で表せる最小の値を下回るとアンダーフローします。bfloat16 は FP32 と同じく 8 ビットの指数部を持つため、正規化数の範囲は約 1.2 × 10⁻³⁸ まで届きますが、FP16 の正規化数は約 6.1 × 10⁻⁵ までです。そのため bfloat16 では小さな勾配がアンダーフローすることはまれで、通常は損失スケーリングが不要です。bfloat16 の仮数部は FP32 より多いのではなく少なく(7 ビット対 23 ビット)、丸めも起こります。</p>",
   "id": "bfloat16-loss-scaling",
   "kind": "single-choice",
   "points": 1.0,
   "stem": "<p>bfloat16 が FP16 ほど損失スケーリングを必要としないことが多いのはなぜですか?</p>",
   "stemText": "bfloat16 が FP16 ほど損失スケーリングを必要としないことが多いのはなぜですか?",
   "title": "bfloat16-loss-scaling"
  },
  {
   "choices": [
    {
     "correct": false,
     "html": "すべてのテンソルと演算を無条件に FP16 に変換する",
     "id": "a"
    },
    {
     "correct": false,
     "html": "オプティマイザーを別のアルゴリズムに置き換える",
     "id": "b"
    },
    {
     "correct": false,
     "html": "FP32 とビット単位で同一の結果を保証する",
     "id": "c"
    },
    {
     "correct": true,
     "html": "演算ごとにデータ型を選び、対応する演算には低精度を使わせ、それ以外の演算にはより安全な精度を保たせる",
     "id": "d"
    }
   ],
   "explanation": "<p>autocast の範囲内では、対象となる各演算が autocast の選んだデータ型で実行されます。行列積や畳み込みは FP16 または bfloat16 で、総和などのリダクション、softmax、多くの損失関数といった精度に敏感な演算は FP32 で実行されます。すべてのテンソルを無条件に変換するわけではなく、オプティマイザーも変えず、結果は FP32 に近いもののビット単位で同一ではありません。</p>",
   "id": "autocast-op-selection",
   "kind": "single-choice",
   "points": 1.0,
   "stem": "<p>自動混合精度において、autocast は何をしますか?</p>",
   "stemText": "自動混合精度において、autocast は何をしますか?",
   "title": "autocast-op-selection"
  }
 ],
 "shuffle": {
  "choices": false,
  "questions": false
 },
 "title": "混合精度トレーニング クイズ",
 "titleText": "混合精度トレーニング クイズ",
 "trueFalse": [
  "正しい",
  "誤り"
 ],
 "version": "1.0.0"
};
