window.QUIZPACK_QUIZ = {
 "description": "<p>بنك أسئلة تجريبي يستخدم كل أنواع الأسئلة التي يدعمها quizpack، عن صيغ الفاصلة العائمة والتدريب بالدِّقَّة المختلطة على وحدات GPU 🚀</p>",
 "dir": "rtl",
 "format": 1,
 "guide": "guides/mixed-precision-training",
 "id": "every-kind",
 "lang": "ar",
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
   "explanation": "<p>إذا كان للأس <em>k</em> من البتات فإن الانحياز يساوي 2^(k−1) − 1؛ وفي FP16 يكون k = 5، لذا فالانحياز 2⁴ − 1 = 15. أما 127 فهو انحياز FP32 (وكذلك bfloat16)، و1023 هو انحياز FP64.</p>",
   "id": "sc-fp16-exponent-bias",
   "kind": "single-choice",
   "points": 1.0,
   "stem": "<p><img src=\"assets/media/fp16-layout.png\" alt=\"حقول البتات في عدد FP16: بت واحد للإشارة، ثم 5 بتات للأس، ثم 10 بتات للجزء العشري\"/></p><p>يوضح الرسم البتات الستة عشر لعدد بنصف الدقة (FP16) وفق معيار IEEE 754. ما قيمة <strong>انحياز الأس</strong> (exponent bias) في هذه الصيغة؟</p>",
   "stemText": "حقول البتات في عدد FP16: بت واحد للإشارة، ثم 5 بتات للأس، ثم 10 بتات للجزء العشري\n\nيوضح الرسم البتات الستة عشر لعدد بنصف الدقة (FP16) وفق معيار IEEE 754. ما قيمة انحياز الأس (exponent bias) في هذه الصيغة؟",
   "title": "تخطيط FP16: الدقة \"النصفية\""
  },
  {
   "choices": [
    {
     "correct": false,
     "feedback": "<p>لا: القيمة NaN لا تساوي أي قيمة، ولا حتى نفسها، لذا فإن قيمة <code>x == x</code> هي <code>false</code>.</p>",
     "html": "<code>x == x</code>",
     "id": "a"
    },
    {
     "correct": true,
     "feedback": "<p>صحيح: <code>!=</code> هي المقارنة الوحيدة التي تعطي true عندما يكون أحد الطرفين NaN، ولهذا يُعدّ <code>x != x</code> اختبارًا معروفًا لـ NaN.</p>",
     "html": "<code>x != x</code>",
     "id": "b"
    },
    {
     "correct": false,
     "feedback": "<p>لا: كلٌّ من <code>&lt;</code> و<code>&gt;=</code> يعطي false عندما يكون أحد الطرفين NaN، لذا فإن x &lt; y || x &gt;= y قيمته false رغم أنه يبدو شاملًا لكل الحالات.</p>",
     "html": "<code>x &lt; y || x &gt;= y</code>",
     "id": "c"
    },
    {
     "correct": false,
     "feedback": "<p>لا: كل مقارنة ترتيبية مع NaN تعطي false، لذا فإن x &lt;= y &amp;&amp; y &gt; x قيمته false.</p>",
     "html": "<code>x &lt;= y &amp;&amp; y &gt; x</code>",
     "id": "d"
    }
   ],
   "explanation": "<p>يعامل IEEE 754 القيمة NaN على أنها غير مرتّبة: المقارنة <code>==</code> وكل مقارنة ترتيبية (<code>&lt;</code> و<code>&lt;=</code> و<code>&gt;</code> و<code>&gt;=</code>) يكون أحد طرفيها NaN تعطي <code>false</code>، والمقارنة <code>!=</code> وحدها تعطي <code>true</code>. لذلك يفشل شرط مثل x &lt; y &amp;&amp; y &gt; z بصمت عندما تكون x هي NaN، بينما يكشفها <code>x != x</code> (أو <code>std::isnan(x)</code>).</p>",
   "id": "sc-nan-comparison",
   "kind": "single-choice",
   "points": 1.0,
   "stem": "<p>في C أو C++ (<code>#include &lt;cmath&gt;</code>)، لنفترض <code>double x = NAN;</code> و<code>double y = 1.0;</code>. أيّ تعبير قيمته <code>true</code>؟</p>",
   "stemText": "في C أو C++ (#include <cmath>)، لنفترض double x = NAN; وdouble y = 1.0;. أيّ تعبير قيمته true؟",
   "title": "NaN رقم #1: هل x != x؟"
  },
  {
   "choices": [
    {
     "correct": true,
     "feedback": "<p>نعم: بت واحد للإشارة و5 بتات للأس و10 بتات للجزء العشري.</p>",
     "html": "FP16 (نصف الدقة وفق IEEE 754)",
     "id": "fp16"
    },
    {
     "correct": false,
     "feedback": "<p>لا: TF32 نمط حساب في نوى Tensor يستخدم 19 بتًا (بت للإشارة و8 للأس و10 للجزء العشري)، لكن قيمه تُخزَّن في كلمات من 32 بتًا.</p>",
     "html": "TF32",
     "id": "tf32"
    },
    {
     "correct": true,
     "feedback": "<p>نعم: بت واحد للإشارة و8 بتات للأس و7 بتات للجزء العشري.</p>",
     "html": "bfloat16",
     "id": "bf16"
    },
    {
     "correct": false,
     "feedback": "<p>لا: صيغ FP8 تستخدم 8 بتات؛ وفي E4M3 هناك 4 بتات للأس و3 بتات للجزء العشري.</p>",
     "html": "FP8 E4M3",
     "id": "fp8"
    },
    {
     "correct": false,
     "feedback": "<p>لا: FP64 يستخدم 64 بتًا: بت للإشارة و11 للأس و52 للجزء العشري.</p>",
     "html": "FP64 (الدقة المضاعفة)",
     "id": "fp64"
    }
   ],
   "explanation": "<p>تشغل كلٌّ من FP16 وbfloat16 ستة عشر بتًا، وتختلفان فقط في طريقة تقسيمها: FP16 تفضّل الدقة (10 بتات للجزء العشري) وbfloat16 تفضّل المدى (8 بتات للأس). أما قيم TF32 فتشغل 32 بتًا رغم أن نوى Tensor لا تستخدم منها إلا 19، وتشغل FP8 ثمانية بتات، وFP64 أربعة وستين.</p>",
   "id": "mr-16-bit-formats",
   "kind": "multiple-response",
   "partialCredit": "right-minus-wrong",
   "points": 2.0,
   "stem": "<p>أيّ هذه الصيغ تخزّن كل قيمة في 16 بتًا بالضبط؟ اختر كل الإجابات الصحيحة.</p>",
   "stemText": "أيّ هذه الصيغ تخزّن كل قيمة في 16 بتًا بالضبط؟ اختر كل الإجابات الصحيحة.",
   "title": "صيغ 16 بتًا: 'half' و'brain'"
  },
  {
   "choices": [
    {
     "correct": true,
     "html": "يضرب الخسارة في معامل تحجيم قبل <code>backward()</code>",
     "id": "scales-loss"
    },
    {
     "correct": false,
     "html": "لا غنى عنه في التدريب بـ bfloat16",
     "id": "bf16-required"
    },
    {
     "correct": true,
     "html": "عبر <code>scaler.step(optimizer)</code> يتخطّى خطوة المُحسِّن عندما تحتوي التدرجات على inf أو NaN",
     "id": "skips-bad-steps"
    },
    {
     "correct": false,
     "html": "يحوّل أوزان النموذج إلى FP16",
     "id": "casts-weights"
    }
   ],
   "explanation": "<p>تضرب <code>scaler.scale(loss).backward()</code> الخسارة في المعامل الحالي، وتُلغي <code>scaler.step(optimizer)</code> تحجيم التدرجات وتتخطّى الخطوة إذا كان أيٌّ منها inf أو NaN، وتعدّل <code>scaler.update()</code> المعامل للتكرار التالي. ولا يغيّر GradScaler نوع بيانات الأوزان أبدًا، كما أن مدى bfloat16 المماثل لمدى FP32 يجعله في الغالب غير ضروري.</p>",
   "id": "mr-grad-scaler",
   "kind": "multiple-response",
   "partialCredit": "all-or-nothing",
   "points": 1.0,
   "stem": "<p>أيّ العبارات التالية عن <code>torch.amp.GradScaler</code> صحيحة؟ اختر كل ما ينطبق: لا تُحتسب الدرجة إلا إذا كان الاختيار صحيحًا بالكامل.</p>",
   "stemText": "أيّ العبارات التالية عن torch.amp.GradScaler صحيحة؟ اختر كل ما ينطبق: لا تُحتسب الدرجة إلا إذا كان الاختيار صحيحًا بالكامل.",
   "title": "GradScaler: كل شيء أو لا شيء"
  },
  {
   "answer": true,
   "explanation": "<p>bfloat16 هو FP32 بعد حذف البتات الستة عشر الدنيا من الجزء العشري: بت للإشارة و8 بتات للأس و7 بتات للجزء العشري. أكبر قيمة منتهية فيه نحو 3.39 × 10³⁸، مقابل 3.40 × 10³⁸ في FP32، بينما يتوقف FP16 عند 65504 (~6.5 × 10⁴).</p>",
   "feedbackFalse": "<p>ليس تمامًا: يحتفظ bfloat16 ببتات الأس الثمانية كلها من FP32، لذا فمداه هو نفسه؛ وما يتخلّى عنه هو الدقة (7 بتات للجزء العشري بدلًا من 23).</p>",
   "feedbackTrue": "<p>صحيح 👍🏽 لكلٍّ منهما 8 بتات للأس؛ كل ما في الأمر أن bfloat16 يحتفظ ببتات أقل للجزء العشري.</p>",
   "id": "tf-bfloat16-range",
   "kind": "true-false",
   "points": 1.0,
   "stem": "<p>صواب أم خطأ: لدى bfloat16 عدد بتات الأس نفسه الذي لدى FP32، لذا فإن أكبر قيمة منتهية فيه تقارب أيضًا 3.4 × 10³⁸.</p>",
   "stemText": "صواب أم خطأ: لدى bfloat16 عدد بتات الأس نفسه الذي لدى FP32، لذا فإن أكبر قيمة منتهية فيه تقارب أيضًا 3.4 × 10³⁸.",
   "title": "مدى bfloat16 = مدى FP32؟"
  },
  {
   "answer": true,
   "explanation": "<p>السجلات بيانات لا ترميز: على العارض أن يهرّب <code>&lt;</code> و<code>&gt;</code> و<code>&amp;</code> وعلامات الاقتباس قبل إدراجها في الصفحة. وإلا فإن سطرًا مثل <code>&lt;b&gt;not bold&lt;/b&gt;</code> سيغيّر التنسيق، وقد يؤدي سطر يحتوي على سكربت إلى تشغيل شيفرة في متصفح القارئ.</p>",
   "id": "tf-logs-are-text",
   "kind": "true-false",
   "points": 1.0,
   "stem": "<p>صواب أم خطأ: يجب على لوحة المعلومات التي تعرض سجلات التدريب الخام أن تعرض سطرًا مثل &lt;b&gt;not bold&lt;/b&gt; كما كُتب تمامًا، بما في ذلك الأقواس الزاوية، لا أن تعرضه نصًا <strong>عريضًا</strong>.</p>",
   "stemText": "صواب أم خطأ: يجب على لوحة المعلومات التي تعرض سجلات التدريب الخام أن تعرض سطرًا مثل <b>not bold</b> كما كُتب تمامًا، بما في ذلك الأقواس الزاوية، لا أن تعرضه نصًا عريضًا.",
   "title": "السجلات نص لا ترميز"
  },
  {
   "accepted": [
    "bfloat16",
    "torch.bfloat16"
   ],
   "caseSensitive": true,
   "explanation": "<p>يسمّي PyTorch هذه الصيغة <code>torch.bfloat16</code>؛ أما <code>torch.float16</code> (واسمها البديل <code>torch.half</code>) فهي FP16 وفيها 5 بتات للأس. والأسماء في Python حسّاسة لحالة الأحرف، لذا فإن <code>torch.BFLOAT16</code> سيرفع الخطأ <code>AttributeError</code>.</p>",
   "id": "sa-bfloat16-dtype",
   "kind": "short-answer",
   "points": 1.0,
   "stem": "<p>اكتب اسم نوع البيانات (dtype) في PyTorch، بالشكل <code>torch.&lt;name&gt;</code>، للصيغة ذات الستة عشر بتًا التي فيها 8 بتات للأس و7 بتات للجزء العشري. حالة الأحرف مهمة.</p>",
   "stemText": "اكتب اسم نوع البيانات (dtype) في PyTorch، بالشكل torch.<name>، للصيغة ذات الستة عشر بتًا التي فيها 8 بتات للأس و7 بتات للجزء العشري. حالة الأحرف مهمة.",
   "title": "اسم dtype (حالة الأحرف مهمة)"
  },
  {
   "accepted": [
    "تحجيم الخسارة",
    "loss scaling"
   ],
   "caseSensitive": false,
   "explanation": "<p>يضرب تحجيم الخسارة الخسارةَ، ومن ثمّ كل تدرّج، في معامل مثل 2¹⁶ كي تبقى التدرجات الصغيرة فوق حدّ التدفق السفلي في FP16؛ ثم تُقسَم التدرجات على المعامل نفسه قبل خطوة المُحسِّن. وفي التحجيم الديناميكي للخسارة يصغُر المعامل بعد حدوث فيض ويكبُر من جديد بعد سلسلة من الخطوات السليمة.</p>",
   "id": "sa-loss-scaling",
   "kind": "short-answer",
   "points": 1.0,
   "stem": "<p>ما اسم التقنية، بكلمتين، التي تضرب الخسارة في معامل كبير كي لا تنحدر تدرجات FP16 الصغيرة إلى الصفر؟</p>",
   "stemText": "ما اسم التقنية، بكلمتين، التي تضرب الخسارة في معامل كبير كي لا تنحدر تدرجات FP16 الصغيرة إلى الصفر؟",
   "title": "علاج التدفق السفلي بكلمتين"
  },
  {
   "explanation": "<p>أكبر قيمة لحقل الأس غير محجوزة لـ inf وNaN هي 11110₂ = 30، وهي مع الانحياز 15 تعني 2¹⁵، وأكبر قيمة للجزء المعنوي هي 1.1111111111₂ = 2 − 2⁻¹⁰. لذا فالحد الأقصى هو (2 − 2⁻¹⁰) × 2¹⁵ = 65504، وأي نتيجة أكبر تفيض إلى inf.</p>",
   "high": 65504.0,
   "id": "num-fp16-max",
   "kind": "numerical",
   "low": 65504.0,
   "points": 1.0,
   "stem": "<p>ما أكبر قيمة منتهية يمكن تمثيلها في FP16؟ أدخل العدد الصحيح بالضبط، بالأرقام فقط.</p>",
   "stemText": "ما أكبر قيمة منتهية يمكن تمثيلها في FP16؟ أدخل العدد الصحيح بالضبط، بالأرقام فقط.",
   "title": "أكبر قيمة في FP16",
   "tolerance": 0.0,
   "value": 65504.0
  },
  {
   "explanation": "<p>كل بت يعادل log₁₀ 2 ≈ 0.301 من الأرقام العشرية، لذا تعطي 8 بتات معنوية نحو 8 × 0.301 ≈ 2.4 رقمًا؛ والفرق بين 1.0 والقيمة التالية في bfloat16 هو 2⁻⁷ ≈ 0.0078. تُقبل أي إجابة من 2 إلى 3. وللمقارنة، يعطي FP16 (11 بتًا معنويًا) نحو 3.3 أرقام، ويعطي FP32 (24 بتًا) نحو 7.2.</p>",
   "high": 3.0,
   "id": "num-bfloat16-digits",
   "kind": "numerical",
   "low": 2.0,
   "points": 1.0,
   "stem": "<p>يحتفظ bfloat16 بثمانية بتات معنوية: 7 بتات مخزّنة للجزء العشري إضافةً إلى الواحد البادئ الضمني. كم يعادل ذلك تقريبًا من الأرقام العشرية المعنوية؟</p>",
   "stemText": "يحتفظ bfloat16 بثمانية بتات معنوية: 7 بتات مخزّنة للجزء العشري إضافةً إلى الواحد البادئ الضمني. كم يعادل ذلك تقريبًا من الأرقام العشرية المعنوية؟",
   "title": "bfloat16 بالأرقام العشرية"
  },
  {
   "distractors": [
    {
     "answer": "{الإشارة: 1، الأس: 11، الجزء العشري: 52}",
     "answerText": "{الإشارة: 1، الأس: 11، الجزء العشري: 52}",
     "id": "fp64"
    }
   ],
   "explanation": "<p>يتكوّن FP32 من 1 + 8 + 23 بتًا، وFP16 من 1 + 5 + 10، وbfloat16 من 1 + 8 + 7، بينما يستخدم TF32 ما مجموعه 1 + 8 + 10 بتات معنوية داخل كلمة من 32 بتًا. أما التخطيط الذي فيه 11 بتًا للأس و52 بتًا للجزء العشري فهو لـ FP64 (&quot;الدقة المضاعفة&quot;)، وهي ليست في القائمة.</p>",
   "id": "match-format-layouts",
   "kind": "matching",
   "pairs": [
    {
     "answer": "{الإشارة: 1، الأس: 8، الجزء العشري: 23}",
     "answerText": "{الإشارة: 1، الأس: 8، الجزء العشري: 23}",
     "id": "fp32",
     "prompt": "FP32 (&quot;أحادية الدقة&quot;)"
    },
    {
     "answer": "{الإشارة: 1، الأس: 5، الجزء العشري: 10}",
     "answerText": "{الإشارة: 1، الأس: 5، الجزء العشري: 10}",
     "id": "fp16",
     "prompt": "FP16 (&#39;نصف الدقة&#39;)"
    },
    {
     "answer": "{الإشارة: 1، الأس: 8، الجزء العشري: 7}",
     "answerText": "{الإشارة: 1، الأس: 8، الجزء العشري: 7}",
     "id": "bf16",
     "prompt": "bfloat16 -&gt; &quot;brain float&quot;"
    },
    {
     "answer": "{الإشارة: 1، الأس: 8، الجزء العشري: 10}",
     "answerText": "{الإشارة: 1، الأس: 8، الجزء العشري: 10}",
     "id": "tf32",
     "prompt": "TF32 &amp; نوى Tensor"
    },
    {
     "answer": "{الإشارة: 1، الأس: 8، الجزء العشري: 23}",
     "answerText": "{الإشارة: 1، الأس: 8، الجزء العشري: 23}",
     "id": "binary32",
     "prompt": "binary32 في IEEE 754",
     "sameAnswerAs": "fp32"
    }
   ],
   "points": 2.0,
   "stem": "<p>طابِق كل صيغة مع تخطيط بتاتها.</p>",
   "stemText": "طابِق كل صيغة مع تخطيط بتاتها.",
   "title": "التخطيطات: {الإشارة، الأس، الجزء العشري}"
  },
  {
   "id": "intro-amp",
   "kind": "description",
   "points": 0.0,
   "stem": "<p>تتناول الأسئلة التالية <strong>الدِّقَّة المختلطة التلقائية</strong> (AMP) في PyTorch. يشغّل <code>torch.amp.autocast</code> كل عملية بـ FP16 أو bfloat16 حيث يكون ذلك آمنًا وبـ FP32 حيث لا يكون؛ ويضرب <code>torch.amp.GradScaler</code> الخسارة قبل التمرير الخلفي حتى لا تتلاشى التدرجات الصغيرة في FP16 إلى الصفر.</p>",
   "stemText": "تتناول الأسئلة التالية الدِّقَّة المختلطة التلقائية (AMP) في PyTorch. يشغّل torch.amp.autocast كل عملية بـ FP16 أو bfloat16 حيث يكون ذلك آمنًا وبـ FP32 حيث لا يكون؛ ويضرب torch.amp.GradScaler الخسارة قبل التمرير الخلفي حتى لا تتلاشى التدرجات الصغيرة في FP16 إلى الصفر.",
   "title": "عن الدِّقَّة المختلطة التلقائية"
  },
  {
   "explanation": "<p>الخطة السليمة تحيط التمرير الأمامي وحساب الخسارة بـ <code>torch.amp.autocast</code>، وتستخدم <code>torch.amp.GradScaler</code> مع FP16 (ولا حاجة إليه عادةً مع bfloat16)، وتُبقي معاملات النموذج بـ FP32، وتقارن الإنتاجية والذاكرة ومنحنى الخسارة بتشغيل FP32، لأن المكاسب تعتمد على العتاد وعبء العمل.</p>",
   "id": "essay-amp-plan",
   "kind": "essay",
   "points": 5.0,
   "stem": "<p>يدرّب فريقك نموذجًا بـ FP32 على وحدات GPU مزوّدة بنوى Tensor، ويحفظ نقاط الحفظ في <code>C:\\data\\run~1\\ckpt</code> (في Windows يُفصل بين المجلدات بشرطة مائلة عكسية، كما في a\\b). اكتب خطة قصيرة للانتقال إلى الدِّقَّة المختلطة التلقائية، ويكفي مُلخَّص للخطوات. تناوَل:</p><ul><li>واجهات PyTorch التي ستستخدمها؛</li><li>هل تحتاج إلى تحجيم الخسارة مع FP16 ومع bfloat16؛</li><li>كيف ستتحقق من أن السرعة <em>والدقة</em> ما زالتا مقبولتين.</li></ul><p>قد تفيدك <a href=\"https://pytorch.org/docs/stable/amp.html\" target=\"_blank\" rel=\"noopener noreferrer\">وثائق PyTorch AMP</a>.</p>",
   "stemText": "يدرّب فريقك نموذجًا بـ FP32 على وحدات GPU مزوّدة بنوى Tensor، ويحفظ نقاط الحفظ في C:\\data\\run~1\\ckpt (في Windows يُفصل بين المجلدات بشرطة مائلة عكسية، كما في a\\b). اكتب خطة قصيرة للانتقال إلى الدِّقَّة المختلطة التلقائية، ويكفي مُلخَّص للخطوات. تناوَل:\n\n- واجهات PyTorch التي ستستخدمها؛\n- هل تحتاج إلى تحجيم الخسارة مع FP16 ومع bfloat16؛\n- كيف ستتحقق من أن السرعة والدقة ما زالتا مقبولتين.\n\nقد تفيدك وثائق PyTorch AMP.",
   "title": "خطّط للانتقال إلى AMP 🚀"
  },
  {
   "explanation": "<p>يُنفَّذ التمرير الأمامي داخل <code>autocast</code>، ثم تُنشَر الخسارة المُحجَّمة عكسيًا، ثم يلغي <code>scaler.step</code> تحجيم التدرجات ويتخطى الخطوة إذا فاضت، ثم يعدّل <code>scaler.update</code> معامل التحجيم للخطوة التالية.</p>",
   "id": "order-amp-step",
   "items": [
    {
     "html": "التمرير الأمامي والخسارة داخل <code>autocast</code>",
     "id": "forward",
     "text": "التمرير الأمامي والخسارة داخل autocast"
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
   "stem": "<p>رتّب أجزاء خطوة تدريب واحدة بالدقة المختلطة مع FP16 بالترتيب الذي تُنفَّذ به.</p>",
   "stemText": "رتّب أجزاء خطوة تدريب واحدة بالدقة المختلطة مع FP16 بالترتيب الذي تُنفَّذ به.",
   "title": "خطوة تدريب واحدة مع AMP"
  },
  {
   "explanation": "<p>لـ FP64 ‏64 بتًا، ولـ FP32 ‏32، ولـ bfloat16 ‏16، ولـ FP8 E4M3 ‏8. كل صيغة في موضعها الصحيح تكسب ربع النقاط.</p>",
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
   "stem": "<p>رتّب الصيغ حسب عدد بتاتها، من الأعرض إلى الأضيق.</p>",
   "stemText": "رتّب الصيغ حسب عدد بتاتها، من الأعرض إلى الأضيق.",
   "title": "order-format-width"
  },
  {
   "explanation": "<p>لـ bfloat16 بتات الأس الثمانية نفسها في FP32، فيحافظ على مداها، في 16 بتًا إجمالًا.</p>",
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
       "text": "المدى"
      },
      {
       "correct": false,
       "id": "precision",
       "text": "الدقة"
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
   "stem": "<p>تحافظ <span class=\"qp-gap\" data-gap=\"format\"></span> على <span class=\"qp-gap\" data-gap=\"keeps\"></span> في FP32 بما مجموعه <span class=\"qp-gap\" data-gap=\"bits\"></span> بتًا.</p>",
   "stemText": "تحافظ _____ على _____ في FP32 بما مجموعه _____ بتًا.",
   "title": "cloze-bf16"
  },
  {
   "gaps": [
    {
     "accepted": [
      "الخسارة"
     ],
     "caseSensitive": false,
     "id": "what",
     "kind": "text",
     "points": 1.0
    },
    {
     "accepted": [
      "التدرجات"
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
   "stem": "<p>يضرب تحجيم الخسارة <span class=\"qp-gap\" data-gap=\"what\"></span> قبل الانتشار العكسي كي لا تنعدم <span class=\"qp-gap\" data-gap=\"which\"></span> الصغيرة في FP16.</p>",
   "stemText": "يضرب تحجيم الخسارة _____ قبل الانتشار العكسي كي لا تنعدم _____ الصغيرة في FP16.",
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
   "stem": "<p>لـ FP16 <span class=\"qp-gap\" data-gap=\"fp16\"></span> بتات للأس، ولـ FP8 E4M3 <span class=\"qp-gap\" data-gap=\"fp8\"></span>.</p>",
   "stemText": "لـ FP16 _____ بتات للأس، ولـ FP8 E4M3 _____.",
   "title": "cloze-formats"
  }
 ],
 "shuffle": {
  "choices": true,
  "questions": false
 },
 "title": "كل أنواع الأسئلة: صيغ الأعداد والتدريب على وحدات GPU",
 "titleText": "كل أنواع الأسئلة: صيغ الأعداد والتدريب على وحدات GPU",
 "trueFalse": [
  "صواب",
  "خطأ"
 ],
 "version": "1.0.0"
};
