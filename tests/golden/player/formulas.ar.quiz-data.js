window.QUIZPACK_QUIZ = {
 "description": "<p>بنك أسئلة تجريبي تحتوي نصوصه وخياراته وتعليقاته على صيغ TeX، داخل السطر مثل <math dir=\"ltr\" alttext=\"e^{i\\pi} + 1 = 0\"><msup><mi>e</mi><mrow><mi>i</mi><mi>π</mi></mrow></msup><mo>+</mo><mn>1</mn><mo>=</mo><mn>0</mn></math> وفي أسطر مستقلة.</p>",
 "dir": "rtl",
 "format": 1,
 "guide": "",
 "id": "formulas",
 "lang": "ar",
 "level": "medium",
 "passingScore": 0.6,
 "questions": [
  {
   "choices": [
    {
     "correct": true,
     "html": "<math dir=\"ltr\" alttext=\"\\dfrac{-b \\pm \\sqrt{b^2 - 4ac}}{2a}\"><mstyle displaystyle=\"true\" scriptlevel=\"0\"><mfrac><mrow><mo>−</mo><mi>b</mi><mo>±</mo><msqrt><msup><mi>b</mi><mn>2</mn></msup><mo>−</mo><mn>4</mn><mi>a</mi><mi>c</mi></msqrt></mrow><mrow><mn>2</mn><mi>a</mi></mrow></mfrac></mstyle></math>",
     "id": "formula"
    },
    {
     "correct": false,
     "html": "<math dir=\"ltr\" alttext=\"\\dfrac{-b \\pm (b^2 - 4ac)}{2a}\"><mstyle displaystyle=\"true\" scriptlevel=\"0\"><mfrac><mrow><mo>−</mo><mi>b</mi><mo>±</mo><mrow><mo form=\"prefix\" stretchy=\"false\">(</mo><msup><mi>b</mi><mn>2</mn></msup><mo>−</mo><mn>4</mn><mi>a</mi><mi>c</mi><mo form=\"postfix\" stretchy=\"false\">)</mo></mrow></mrow><mrow><mn>2</mn><mi>a</mi></mrow></mfrac></mstyle></math>",
     "id": "no-root"
    },
    {
     "correct": false,
     "html": "<math dir=\"ltr\" alttext=\"\\dfrac{b \\pm \\sqrt{b^2 + 4ac}}{a}\"><mstyle displaystyle=\"true\" scriptlevel=\"0\"><mfrac><mrow><mi>b</mi><mo>±</mo><msqrt><msup><mi>b</mi><mn>2</mn></msup><mo>+</mo><mn>4</mn><mi>a</mi><mi>c</mi></msqrt></mrow><mi>a</mi></mfrac></mstyle></math>",
     "id": "over-a"
    }
   ],
   "explanation": "<p>إكمال المربع يعطي <math display=\"block\" dir=\"ltr\" alttext=\"x = \\frac{-b \\pm \\sqrt{b^2 - 4ac}}{2a}\"><mi>x</mi><mo>=</mo><mfrac><mrow><mo>−</mo><mi>b</mi><mo>±</mo><msqrt><msup><mi>b</mi><mn>2</mn></msup><mo>−</mo><mn>4</mn><mi>a</mi><mi>c</mi></msqrt></mrow><mrow><mn>2</mn><mi>a</mi></mrow></mfrac></math> ويحدد المميز <math dir=\"ltr\" alttext=\"\\Delta = b^2 - 4ac\"><mi mathvariant=\"normal\">Δ</mi><mo>=</mo><msup><mi>b</mi><mn>2</mn></msup><mo>−</mo><mn>4</mn><mi>a</mi><mi>c</mi></math> عدد الجذور الحقيقية.</p>",
   "id": "sc-quadratic",
   "kind": "single-choice",
   "points": 1.0,
   "stem": "<p>أي عبارة تعطي جذري المعادلة <math dir=\"ltr\" alttext=\"ax^2 + bx + c = 0\"><mi>a</mi><msup><mi>x</mi><mn>2</mn></msup><mo>+</mo><mi>b</mi><mi>x</mi><mo>+</mo><mi>c</mi><mo>=</mo><mn>0</mn></math> عندما <math dir=\"ltr\" alttext=\"a \\ne 0\"><mi>a</mi><mo>≠</mo><mn>0</mn></math>؟</p>",
   "stemText": "أي عبارة تعطي جذري المعادلة \\(ax^2 + bx + c = 0\\) عندما \\(a \\ne 0\\)؟",
   "title": "جذور المعادلة التربيعية"
  },
  {
   "choices": [
    {
     "correct": true,
     "html": "<math dir=\"ltr\" alttext=\"\\lim_{x \\to 0} \\frac{\\sin x}{x}\"><msub><mi>lim</mi><mrow><mi>x</mi><mo>→</mo><mn>0</mn></mrow></msub><mo>⁡</mo><mspace width=\"0.1667em\"/><mfrac><mrow><mi>sin</mi><mo>⁡</mo><mspace width=\"0.1667em\"/><mi>x</mi></mrow><mi>x</mi></mfrac></math>",
     "id": "sinc"
    },
    {
     "correct": false,
     "html": "<math dir=\"ltr\" alttext=\"\\lim_{n \\to \\infty} \\left(1 + \\frac{1}{n}\\right)^n\"><msub><mi>lim</mi><mrow><mi>n</mi><mo>→</mo><mi>∞</mi></mrow></msub><mo>⁡</mo><msup><mrow><mo form=\"prefix\" stretchy=\"true\">(</mo><mn>1</mn><mo>+</mo><mfrac><mn>1</mn><mi>n</mi></mfrac><mo form=\"postfix\" stretchy=\"true\">)</mo></mrow><mi>n</mi></msup></math>",
     "id": "euler"
    },
    {
     "correct": true,
     "html": "<math dir=\"ltr\" alttext=\"\\lim_{x \\to 0} \\frac{e^x - 1}{x}\"><msub><mi>lim</mi><mrow><mi>x</mi><mo>→</mo><mn>0</mn></mrow></msub><mo>⁡</mo><mspace width=\"0.1667em\"/><mfrac><mrow><msup><mi>e</mi><mi>x</mi></msup><mo>−</mo><mn>1</mn></mrow><mi>x</mi></mfrac></math>",
     "id": "exp"
    }
   ],
   "explanation": "<p><math dir=\"ltr\" alttext=\"\\lim_{x \\to 0} \\frac{\\sin x}{x} = 1\"><msub><mi>lim</mi><mrow><mi>x</mi><mo>→</mo><mn>0</mn></mrow></msub><mo>⁡</mo><mspace width=\"0.1667em\"/><mfrac><mrow><mi>sin</mi><mo>⁡</mo><mspace width=\"0.1667em\"/><mi>x</mi></mrow><mi>x</mi></mfrac><mo>=</mo><mn>1</mn></math> و<math dir=\"ltr\" alttext=\"\\lim_{n \\to \\infty} \\left(1 + \\frac{1}{n}\\right)^n = e\"><msub><mi>lim</mi><mrow><mi>n</mi><mo>→</mo><mi>∞</mi></mrow></msub><mo>⁡</mo><msup><mrow><mo form=\"prefix\" stretchy=\"true\">(</mo><mn>1</mn><mo>+</mo><mfrac><mn>1</mn><mi>n</mi></mfrac><mo form=\"postfix\" stretchy=\"true\">)</mo></mrow><mi>n</mi></msup><mo>=</mo><mi>e</mi></math>، بينما <math dir=\"ltr\" alttext=\"\\lim_{x \\to 0} \\frac{e^x - 1}{x} = 1\"><msub><mi>lim</mi><mrow><mi>x</mi><mo>→</mo><mn>0</mn></mrow></msub><mo>⁡</mo><mspace width=\"0.1667em\"/><mfrac><mrow><msup><mi>e</mi><mi>x</mi></msup><mo>−</mo><mn>1</mn></mrow><mi>x</mi></mfrac><mo>=</mo><mn>1</mn></math>.</p>",
   "id": "mr-limits",
   "kind": "multiple-response",
   "partialCredit": "right-minus-wrong",
   "points": 1.0,
   "stem": "<p>أي من هذه النهايات تساوي <math dir=\"ltr\" alttext=\"1\"><mn>1</mn></math>؟ اختر كل الإجابات الصحيحة.</p>",
   "stemText": "أي من هذه النهايات تساوي \\(1\\)؟ اختر كل الإجابات الصحيحة.",
   "title": "نهايات تساوي واحدًا"
  },
  {
   "explanation": "<p><math dir=\"ltr\" alttext=\"\\left[-\\cos x\\right]_0^{\\pi} = 1 - (-1) = 2\"><msubsup><mrow><mo form=\"prefix\" stretchy=\"true\">[</mo><mo>−</mo><mi>cos</mi><mo>⁡</mo><mspace width=\"0.1667em\"/><mi>x</mi><mo form=\"postfix\" stretchy=\"true\">]</mo></mrow><mn>0</mn><mi>π</mi></msubsup><mo>=</mo><mn>1</mn><mo>−</mo><mrow><mo form=\"prefix\" stretchy=\"false\">(</mo><mo>−</mo><mn>1</mn><mo form=\"postfix\" stretchy=\"false\">)</mo></mrow><mo>=</mo><mn>2</mn></math>.</p>",
   "high": 2.01,
   "id": "num-integral",
   "kind": "numerical",
   "low": 1.99,
   "points": 1.0,
   "stem": "<p>احسب</p><p><math display=\"block\" dir=\"ltr\" alttext=\"\\int_0^{\\pi} \\sin x \\, dx\"><msubsup><mo movablelimits=\"false\">∫</mo><mn>0</mn><mi>π</mi></msubsup><mi>sin</mi><mo>⁡</mo><mspace width=\"0.1667em\"/><mi>x</mi><mspace width=\"0.1667em\"/><mi>d</mi><mi>x</mi></math></p><p>اكتب عددًا.</p>",
   "stemText": "احسب\n\n\\[\\int_0^{\\pi} \\sin x \\, dx\\]\n\nاكتب عددًا.",
   "title": "تكامل محدد",
   "tolerance": 0.01,
   "value": 2.0
  },
  {
   "accepted": [
    "الماء",
    "ماء"
   ],
   "caseSensitive": false,
   "explanation": "<p><math dir=\"ltr\" alttext=\"\\mathrm{H_2O}\"><mrow><msub><mi mathvariant=\"normal\">H</mi><mn>2</mn></msub><mi mathvariant=\"normal\">O</mi></mrow></math> هو الماء: ذرتا هيدروجين وذرة أكسجين.</p>",
   "id": "sa-water",
   "kind": "short-answer",
   "points": 1.0,
   "stem": "<p>ما المادة التي صيغتها <math dir=\"ltr\" alttext=\"\\mathrm{H_2O}\"><mrow><msub><mi mathvariant=\"normal\">H</mi><mn>2</mn></msub><mi mathvariant=\"normal\">O</mi></mrow></math>؟ أجب بكلمة واحدة.</p>",
   "stemText": "ما المادة التي صيغتها \\(\\mathrm{H_2O}\\)؟ أجب بكلمة واحدة.",
   "title": "الماء"
  },
  {
   "distractors": [],
   "explanation": "<p><math dir=\"ltr\" alttext=\"\\frac{d}{dx} x^n = n x^{n-1}\"><mfrac><mi>d</mi><mrow><mi>d</mi><mi>x</mi></mrow></mfrac><msup><mi>x</mi><mi>n</mi></msup><mo>=</mo><mi>n</mi><msup><mi>x</mi><mrow><mi>n</mi><mo>−</mo><mn>1</mn></mrow></msup></math> و<math dir=\"ltr\" alttext=\"\\frac{d}{dx} e^x = e^x\"><mfrac><mi>d</mi><mrow><mi>d</mi><mi>x</mi></mrow></mfrac><msup><mi>e</mi><mi>x</mi></msup><mo>=</mo><msup><mi>e</mi><mi>x</mi></msup></math> و<math dir=\"ltr\" alttext=\"\\frac{d}{dx} \\ln x = \\frac{1}{x}\"><mfrac><mi>d</mi><mrow><mi>d</mi><mi>x</mi></mrow></mfrac><mi>ln</mi><mo>⁡</mo><mspace width=\"0.1667em\"/><mi>x</mi><mo>=</mo><mfrac><mn>1</mn><mi>x</mi></mfrac></math>.</p>",
   "id": "match-derivatives",
   "kind": "matching",
   "pairs": [
    {
     "answer": "<math dir=\"ltr\" alttext=\"2x\"><mn>2</mn><mi>x</mi></math>",
     "answerText": "\\(2x\\)",
     "id": "square",
     "prompt": "<math dir=\"ltr\" alttext=\"x^2\"><msup><mi>x</mi><mn>2</mn></msup></math>"
    },
    {
     "answer": "<math dir=\"ltr\" alttext=\"e^x\"><msup><mi>e</mi><mi>x</mi></msup></math>",
     "answerText": "\\(e^x\\)",
     "id": "exp",
     "prompt": "<math dir=\"ltr\" alttext=\"e^x\"><msup><mi>e</mi><mi>x</mi></msup></math>"
    },
    {
     "answer": "<math dir=\"ltr\" alttext=\"\\frac{1}{x}\"><mfrac><mn>1</mn><mi>x</mi></mfrac></math>",
     "answerText": "\\(\\frac{1}{x}\\)",
     "id": "log",
     "prompt": "<math dir=\"ltr\" alttext=\"\\ln x\"><mi>ln</mi><mo>⁡</mo><mspace width=\"0.1667em\"/><mi>x</mi></math>"
    }
   ],
   "points": 1.0,
   "stem": "<p>طابق كل دالة <math dir=\"ltr\" alttext=\"f(x)\"><mi>f</mi><mrow><mo form=\"prefix\" stretchy=\"false\">(</mo><mi>x</mi><mo form=\"postfix\" stretchy=\"false\">)</mo></mrow></math> مع مشتقتها <math dir=\"ltr\" alttext=\"f&#39;(x)\"><msup><mi>f</mi><mo>′</mo></msup><mrow><mo form=\"prefix\" stretchy=\"false\">(</mo><mi>x</mi><mo form=\"postfix\" stretchy=\"false\">)</mo></mrow></math>.</p>",
   "stemText": "طابق كل دالة \\(f(x)\\) مع مشتقتها \\(f'(x)\\).",
   "title": "المشتقات"
  },
  {
   "answer": true,
   "explanation": "<p><math dir=\"ltr\" alttext=\"1 \\cdot 4 - 2 \\cdot 3 = -2\"><mn>1</mn><mo>⋅</mo><mn>4</mn><mo>−</mo><mn>2</mn><mo>⋅</mo><mn>3</mn><mo>=</mo><mo>−</mo><mn>2</mn></math>.</p>",
   "id": "tf-matrix",
   "kind": "true-false",
   "points": 1.0,
   "stem": "<p>صواب أم خطأ:</p><p><math display=\"block\" dir=\"ltr\" alttext=\"\\det\\begin{pmatrix} 1 &amp; 2 \\\\ 3 &amp; 4 \\end{pmatrix} = -2\"><mi>det</mi><mo>⁡</mo><mspace width=\"0.1667em\"/><mrow><mo form=\"prefix\" stretchy=\"true\">(</mo><mtable><mtr><mtd><mn>1</mn></mtd><mtd><mn>2</mn></mtd></mtr><mtr><mtd><mn>3</mn></mtd><mtd><mn>4</mn></mtd></mtr></mtable><mo form=\"postfix\" stretchy=\"true\">)</mo></mrow><mo>=</mo><mo>−</mo><mn>2</mn></math></p>",
   "stemText": "صواب أم خطأ:\n\n\\[\\det\\begin{pmatrix} 1 & 2 \\\\ 3 & 4 \\end{pmatrix} = -2\\]",
   "title": "محدد مصفوفة"
  },
  {
   "explanation": "<p>كلا الجزأين متصل، وكلاهما يؤول إلى <math dir=\"ltr\" alttext=\"0\"><mn>0</mn></math> عند <math dir=\"ltr\" alttext=\"x = 0\"><mi>x</mi><mo>=</mo><mn>0</mn></math>، لذلك <math dir=\"ltr\" alttext=\"f\"><mi>f</mi></math> متصلة على <math dir=\"ltr\" alttext=\"\\mathbb{R}\"><mi>ℝ</mi></math>.</p>",
   "id": "essay-cases",
   "kind": "essay",
   "points": 1.0,
   "stem": "<p>اشرح أين تكون هذه الدالة متصلة:</p><p><math display=\"block\" dir=\"ltr\" alttext=\"f(x) = \\begin{cases} x^2 &amp; x &lt; 0 \\\\ \\sqrt{x} &amp; x \\ge 0 \\end{cases}\"><mi>f</mi><mrow><mo form=\"prefix\" stretchy=\"false\">(</mo><mi>x</mi><mo form=\"postfix\" stretchy=\"false\">)</mo></mrow><mo>=</mo><mrow><mo form=\"prefix\" stretchy=\"true\">{</mo><mtable><mtr><mtd columnalign=\"left\"><msup><mi>x</mi><mn>2</mn></msup></mtd><mtd columnalign=\"left\"><mi>x</mi><mo>&lt;</mo><mn>0</mn></mtd></mtr><mtr><mtd columnalign=\"left\"><msqrt><mi>x</mi></msqrt></mtd><mtd columnalign=\"left\"><mi>x</mi><mo>≥</mo><mn>0</mn></mtd></mtr></mtable></mrow></math></p>",
   "stemText": "اشرح أين تكون هذه الدالة متصلة:\n\n\\[f(x) = \\begin{cases} x^2 & x < 0 \\\\ \\sqrt{x} & x \\ge 0 \\end{cases}\\]",
   "title": "دالة متعددة التعريف"
  }
 ],
 "shuffle": {
  "choices": false,
  "questions": false
 },
 "title": "الصيغ في كل المخرجات: الجبر والتفاضل والكيمياء",
 "titleText": "الصيغ في كل المخرجات: الجبر والتفاضل والكيمياء",
 "trueFalse": [
  "صواب",
  "خطأ"
 ],
 "version": "1.0.0"
};
