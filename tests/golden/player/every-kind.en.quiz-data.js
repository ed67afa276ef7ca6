window.QUIZPACK_QUIZ = {
 "description": "<p>A sample bank that uses every question kind quizpack supports, on floating-point formats and mixed-precision training on GPUs 🚀</p>",
 "dir": "ltr",
 "format": 1,
 "guide": "guides/mixed-precision-training",
 "id": "every-kind",
 "lang": "en",
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
   "explanation": "<p>With <em>k</em> exponent bits the bias is 2^(k−1) − 1; FP16 has k = 5, so its bias is 2⁴ − 1 = 15. 127 is the bias of FP32 (and of bfloat16), and 1023 that of FP64.</p>",
   "id": "sc-fp16-exponent-bias",
   "kind": "single-choice",
   "points": 1.0,
   "stem": "<p><img src=\"assets/media/fp16-layout.png\" alt=\"Bit fields of an FP16 number: 1 sign bit, then 5 exponent bits, then 10 mantissa bits\"/></p><p>The diagram shows the 16 bits of an IEEE 754 half-precision (FP16) number. What is the <strong>exponent bias</strong> of this format?</p>",
   "stemText": "Bit fields of an FP16 number: 1 sign bit, then 5 exponent bits, then 10 mantissa bits\n\nThe diagram shows the 16 bits of an IEEE 754 half-precision (FP16) number. What is the exponent bias of this format?",
   "title": "FP16 layout: \"half\" precision"
  },
  {
   "choices": [
    {
     "correct": false,
     "feedback": "<p>No: NaN compares unequal to everything, itself included, so <code>x == x</code> is <code>false</code>.</p>",
     "html": "<code>x == x</code>",
     "id": "a"
    },
    {
     "correct": true,
     "feedback": "<p>Right: <code>!=</code> is the only comparison that is true when an operand is NaN, which makes <code>x != x</code> a classic NaN test.</p>",
     "html": "<code>x != x</code>",
     "id": "b"
    },
    {
     "correct": false,
     "feedback": "<p>No: <code>&lt;</code> and <code>&gt;=</code> are both false when an operand is NaN, so x &lt; y || x &gt;= y is false, even though it looks as if it covers every case.</p>",
     "html": "<code>x &lt; y || x &gt;= y</code>",
     "id": "c"
    },
    {
     "correct": false,
     "feedback": "<p>No: every ordered comparison with NaN is false, so x &lt;= y &amp;&amp; y &gt; x is false.</p>",
     "html": "<code>x &lt;= y &amp;&amp; y &gt; x</code>",
     "id": "d"
    }
   ],
   "explanation": "<p>IEEE 754 treats NaN as unordered: <code>==</code> and every ordered comparison (<code>&lt;</code>, <code>&lt;=</code>, <code>&gt;</code>, <code>&gt;=</code>) with a NaN operand give <code>false</code>, and only <code>!=</code> gives <code>true</code>. So a guard such as x &lt; y &amp;&amp; y &gt; z quietly fails when x is NaN, while <code>x != x</code> (or <code>std::isnan(x)</code>) detects it.</p>",
   "id": "sc-nan-comparison",
   "kind": "single-choice",
   "points": 1.0,
   "stem": "<p>In C or C++ (<code>#include &lt;cmath&gt;</code>), let <code>double x = NAN;</code> and <code>double y = 1.0;</code>. Which expression evaluates to <code>true</code>?</p>",
   "stemText": "In C or C++ (#include <cmath>), let double x = NAN; and double y = 1.0;. Which expression evaluates to true?",
   "title": "NaN #1: is x != x?"
  },
  {
   "choices": [
    {
     "correct": true,
     "feedback": "<p>Yes: 1 sign bit, 5 exponent bits and 10 mantissa bits.</p>",
     "html": "FP16 (IEEE 754 half precision)",
     "id": "fp16"
    },
    {
     "correct": false,
     "feedback": "<p>No: TF32 is a Tensor Core math mode that uses 19 bits (1 sign, 8 exponent, 10 mantissa), but its values are stored in 32-bit words.</p>",
     "html": "TF32",
     "id": "tf32"
    },
    {
     "correct": true,
     "feedback": "<p>Yes: 1 sign bit, 8 exponent bits and 7 mantissa bits.</p>",
     "html": "bfloat16",
     "id": "bf16"
    },
    {
     "correct": false,
     "feedback": "<p>No: FP8 formats use 8 bits; E4M3 has 4 exponent bits and 3 mantissa bits.</p>",
     "html": "FP8 E4M3",
     "id": "fp8"
    },
    {
     "correct": false,
     "feedback": "<p>No: FP64 uses 64 bits: 1 sign, 11 exponent and 52 mantissa bits.</p>",
     "html": "FP64 (double precision)",
     "id": "fp64"
    }
   ],
   "explanation": "<p>FP16 and bfloat16 both take 16 bits and differ only in how they split them: FP16 favours precision (10 mantissa bits), bfloat16 favours range (8 exponent bits). TF32 values occupy 32 bits even though Tensor Cores use only 19 of them, FP8 takes 8 bits and FP64 takes 64.</p>",
   "id": "mr-16-bit-formats",
   "kind": "multiple-response",
   "partialCredit": "right-minus-wrong",
   "points": 2.0,
   "stem": "<p>Which of these formats store each value in exactly 16 bits? Select every correct answer.</p>",
   "stemText": "Which of these formats store each value in exactly 16 bits? Select every correct answer.",
   "title": "16-bit formats: 'half' & 'brain'"
  },
  {
   "choices": [
    {
     "correct": true,
     "html": "It multiplies the loss by a scale factor before <code>backward()</code>",
     "id": "scales-loss"
    },
    {
     "correct": false,
     "html": "It is required for bfloat16 training",
     "id": "bf16-required"
    },
    {
     "correct": true,
     "html": "Through <code>scaler.step(optimizer)</code>, it skips the optimizer step when the gradients contain inf or NaN",
     "id": "skips-bad-steps"
    },
    {
     "correct": false,
     "html": "It converts the model&#39;s weights to FP16",
     "id": "casts-weights"
    }
   ],
   "explanation": "<p><code>scaler.scale(loss).backward()</code> multiplies the loss by the current scale, <code>scaler.step(optimizer)</code> unscales the gradients and skips the step if any of them is inf or NaN, and <code>scaler.update()</code> adjusts the scale for the next iteration. It never changes the weights&#39; dtype, and bfloat16&#39;s FP32-like range usually makes it unnecessary.</p>",
   "id": "mr-grad-scaler",
   "kind": "multiple-response",
   "partialCredit": "all-or-nothing",
   "points": 1.0,
   "stem": "<p>Which statements about <code>torch.amp.GradScaler</code> are true? Select all that apply: only a fully right selection scores.</p>",
   "stemText": "Which statements about torch.amp.GradScaler are true? Select all that apply: only a fully right selection scores.",
   "title": "GradScaler: all or nothing"
  },
  {
   "answer": true,
   "explanation": "<p>bfloat16 is FP32 with the lower 16 mantissa bits dropped: 1 sign bit, 8 exponent bits and 7 mantissa bits. Its largest finite value is about 3.39 × 10³⁸, against 3.40 × 10³⁸ for FP32, while FP16 stops at 65504 (~6.5 × 10⁴).</p>",
   "feedbackFalse": "<p>Not quite: bfloat16 keeps all 8 of FP32&#39;s exponent bits, so its range is the same; what it gives up is precision (7 mantissa bits instead of 23).</p>",
   "feedbackTrue": "<p>Right 👍🏽 Both have 8 exponent bits; bfloat16 simply keeps fewer mantissa bits.</p>",
   "id": "tf-bfloat16-range",
   "kind": "true-false",
   "points": 1.0,
   "stem": "<p>True or false: bfloat16 has as many exponent bits as FP32, so its largest finite value is also about 3.4 × 10³⁸.</p>",
   "stemText": "True or false: bfloat16 has as many exponent bits as FP32, so its largest finite value is also about 3.4 × 10³⁸.",
   "title": "bfloat16 range = FP32 range?"
  },
  {
   "answer": true,
   "explanation": "<p>Logs are data, not markup: a viewer must escape <code>&lt;</code>, <code>&gt;</code>, <code>&amp;</code> and quotes before putting them into a page. Otherwise a line like <code>&lt;b&gt;not bold&lt;/b&gt;</code> changes the formatting, and a line that contains a script could run code in the reader&#39;s browser.</p>",
   "id": "tf-logs-are-text",
   "kind": "true-false",
   "points": 1.0,
   "stem": "<p>True or false: a dashboard that shows raw training logs should display a line such as &lt;b&gt;not bold&lt;/b&gt; exactly as written, angle brackets included, and not as <strong>bold</strong> text.</p>",
   "stemText": "True or false: a dashboard that shows raw training logs should display a line such as <b>not bold</b> exactly as written, angle brackets included, and not as bold text.",
   "title": "Logs are text, not markup"
  },
  {
   "accepted": [
    "bfloat16",
    "torch.bfloat16"
   ],
   "caseSensitive": true,
   "explanation": "<p>PyTorch calls this format <code>torch.bfloat16</code>; <code>torch.float16</code> (alias <code>torch.half</code>) is FP16, which has 5 exponent bits. Python names are case-sensitive, so <code>torch.BFLOAT16</code> would raise an <code>AttributeError</code>.</p>",
   "id": "sa-bfloat16-dtype",
   "kind": "short-answer",
   "points": 1.0,
   "stem": "<p>Type the name of the PyTorch dtype, as in <code>torch.&lt;name&gt;</code>, for the 16-bit format with 8 exponent bits and 7 mantissa bits. Letter case matters.</p>",
   "stemText": "Type the name of the PyTorch dtype, as in torch.<name>, for the 16-bit format with 8 exponent bits and 7 mantissa bits. Letter case matters.",
   "title": "dtype name (case matters)"
  },
  {
   "accepted": [
    "loss scaling",
    "loss-scaling"
   ],
   "caseSensitive": false,
   "explanation": "<p>Loss scaling multiplies the loss, and therefore every gradient, by a factor such as 2¹⁶ so that small gradients stay above FP16&#39;s underflow threshold; the gradients are divided by the same factor before the optimizer step. With dynamic loss scaling the factor shrinks after an overflow and grows again after a run of good steps.</p>",
   "id": "sa-loss-scaling",
   "kind": "short-answer",
   "points": 1.0,
   "stem": "<p>Name the technique, in two words, that multiplies the loss by a large factor so that small FP16 gradients do not underflow to zero.</p>",
   "stemText": "Name the technique, in two words, that multiplies the loss by a large factor so that small FP16 gradients do not underflow to zero.",
   "title": "Underflow fix, in two words"
  },
  {
   "explanation": "<p>The largest exponent field not reserved for inf and NaN is 11110₂ = 30, which with the bias of 15 means 2¹⁵, and the largest significand is 1.1111111111₂ = 2 − 2⁻¹⁰. So the maximum is (2 − 2⁻¹⁰) × 2¹⁵ = 65504; larger results overflow to inf.</p>",
   "high": 65504.0,
   "id": "num-fp16-max",
   "kind": "numerical",
   "low": 65504.0,
   "points": 1.0,
   "stem": "<p>What is the largest finite value that FP16 can represent? Enter the exact integer, digits only.</p>",
   "stemText": "What is the largest finite value that FP16 can represent? Enter the exact integer, digits only.",
   "title": "Largest FP16 value",
   "tolerance": 0.0,
   "value": 65504.0
  },
  {
   "explanation": "<p>Each bit is worth log₁₀ 2 ≈ 0.301 decimal digits, so 8 significant bits give 8 × 0.301 ≈ 2.4 digits; the gap between 1.0 and the next bfloat16 value is 2⁻⁷ ≈ 0.0078. Any answer from 2 to 3 is accepted. For comparison, FP16 (11 significant bits) gives about 3.3 digits and FP32 (24 bits) about 7.2.</p>",
   "high": 3.0,
   "id": "num-bfloat16-digits",
   "kind": "numerical",
   "low": 2.0,
   "points": 1.0,
   "stem": "<p>bfloat16 keeps 8 significant bits: 7 stored mantissa bits plus the implicit leading 1. About how many significant decimal digits is that?</p>",
   "stemText": "bfloat16 keeps 8 significant bits: 7 stored mantissa bits plus the implicit leading 1. About how many significant decimal digits is that?",
   "title": "bfloat16 in decimal digits"
  },
  {
   "distractors": [
    {
     "answer": "{sign: 1, exponent: 11, mantissa: 52}",
     "answerText": "{sign: 1, exponent: 11, mantissa: 52}",
     "id": "fp64"
    }
   ],
   "explanation": "<p>FP32 is 1 + 8 + 23 bits, FP16 1 + 5 + 10 and bfloat16 1 + 8 + 7, while TF32 uses 1 + 8 + 10 significant bits inside a 32-bit word. The layout with 11 exponent and 52 mantissa bits belongs to FP64 (&quot;double&quot;), which is not in the list.</p>",
   "id": "match-format-layouts",
   "kind": "matching",
   "pairs": [
    {
     "answer": "{sign: 1, exponent: 8, mantissa: 23}",
     "answerText": "{sign: 1, exponent: 8, mantissa: 23}",
     "id": "fp32",
     "prompt": "FP32 (&quot;single&quot;)"
    },
    {
     "answer": "{sign: 1, exponent: 5, mantissa: 10}",
     "answerText": "{sign: 1, exponent: 5, mantissa: 10}",
     "id": "fp16",
     "prompt": "FP16 (&#39;half&#39;)"
    },
    {
     "answer": "{sign: 1, exponent: 8, mantissa: 7}",
     "answerText": "{sign: 1, exponent: 8, mantissa: 7}",
     "id": "bf16",
     "prompt": "bfloat16 -&gt; &quot;brain float&quot;"
    },
    {
     "answer": "{sign: 1, exponent: 8, mantissa: 10}",
     "answerText": "{sign: 1, exponent: 8, mantissa: 10}",
     "id": "tf32",
     "prompt": "TF32 &amp; Tensor Cores"
    },
    {
     "answer": "{sign: 1, exponent: 8, mantissa: 23}",
     "answerText": "{sign: 1, exponent: 8, mantissa: 23}",
     "id": "binary32",
     "prompt": "IEEE 754 binary32",
     "sameAnswerAs": "fp32"
    }
   ],
   "points": 2.0,
   "stem": "<p>Match each format with its bit layout.</p>",
   "stemText": "Match each format with its bit layout.",
   "title": "Layouts: {sign, exponent, mantissa}"
  },
  {
   "id": "intro-amp",
   "kind": "description",
   "points": 0.0,
   "stem": "<p>The next questions are about <strong>automatic mixed precision</strong> (AMP) in PyTorch. <code>torch.amp.autocast</code> runs each operation in FP16 or bfloat16 where that is safe and in FP32 where it is not; <code>torch.amp.GradScaler</code> multiplies the loss before the backward pass so that small FP16 gradients do not underflow to zero.</p>",
   "stemText": "The next questions are about automatic mixed precision (AMP) in PyTorch. torch.amp.autocast runs each operation in FP16 or bfloat16 where that is safe and in FP32 where it is not; torch.amp.GradScaler multiplies the loss before the backward pass so that small FP16 gradients do not underflow to zero.",
   "title": "About automatic mixed precision"
  },
  {
   "explanation": "<p>A sound plan wraps the forward pass and the loss in <code>torch.amp.autocast</code>, uses <code>torch.amp.GradScaler</code> with FP16 (usually not needed with bfloat16), keeps the model&#39;s parameters in FP32, and compares throughput, memory and the loss curve with the FP32 run, because the gains depend on the hardware and the workload.</p>",
   "id": "essay-amp-plan",
   "kind": "essay",
   "points": 5.0,
   "stem": "<p>Your team trains a model in FP32 on GPUs with Tensor Cores and saves checkpoints to <code>C:\\data\\run~1\\ckpt</code> (on Windows, folders are separated by a backslash, as in a\\b). Write a short plan for switching to automatic mixed precision; a résumé of the steps is enough. Cover:</p><ul><li>which PyTorch APIs you would use;</li><li>whether you need loss scaling with FP16 and with bfloat16;</li><li>how you would check that speed <em>and</em> accuracy are still acceptable.</li></ul><p>The <a href=\"https://pytorch.org/docs/stable/amp.html\" target=\"_blank\" rel=\"noopener noreferrer\">PyTorch AMP documentation</a> may help.</p>",
   "stemText": "Your team trains a model in FP32 on GPUs with Tensor Cores and saves checkpoints to C:\\data\\run~1\\ckpt (on Windows, folders are separated by a backslash, as in a\\b). Write a short plan for switching to automatic mixed precision; a résumé of the steps is enough. Cover:\n\n- which PyTorch APIs you would use;\n- whether you need loss scaling with FP16 and with bfloat16;\n- how you would check that speed and accuracy are still acceptable.\n\nThe PyTorch AMP documentation may help.",
   "title": "Plan a switch to AMP 🚀"
  },
  {
   "explanation": "<p>The forward pass runs under <code>autocast</code>, the scaled loss is back-propagated, <code>scaler.step</code> unscales the gradients and skips the step if they overflowed, and <code>scaler.update</code> then adjusts the scale for the next step.</p>",
   "id": "order-amp-step",
   "items": [
    {
     "html": "Forward pass and loss under <code>autocast</code>",
     "id": "forward",
     "text": "Forward pass and loss under autocast"
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
   "stem": "<p>Put the parts of one mixed-precision training step with FP16 in the order they run.</p>",
   "stemText": "Put the parts of one mixed-precision training step with FP16 in the order they run.",
   "title": "One training step with AMP"
  },
  {
   "explanation": "<p>FP64 has 64 bits, FP32 32, bfloat16 16 and FP8 E4M3 8. Each format in its right place earns a quarter of the points.</p>",
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
   "stem": "<p>Order the formats by their number of bits, the widest first.</p>",
   "stemText": "Order the formats by their number of bits, the widest first.",
   "title": "order-format-width"
  },
  {
   "explanation": "<p>bfloat16 has the 8 exponent bits of FP32, so it keeps FP32&#39;s range, in 16 bits in all.</p>",
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
       "text": "range"
      },
      {
       "correct": false,
       "id": "precision",
       "text": "precision"
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
   "stem": "<p><span class=\"qp-gap\" data-gap=\"format\"></span> keeps the <span class=\"qp-gap\" data-gap=\"keeps\"></span> of FP32 with <span class=\"qp-gap\" data-gap=\"bits\"></span> bits in all.</p>",
   "stemText": "_____ keeps the _____ of FP32 with _____ bits in all.",
   "title": "cloze-bf16"
  },
  {
   "gaps": [
    {
     "accepted": [
      "loss"
     ],
     "caseSensitive": false,
     "id": "what",
     "kind": "text",
     "points": 1.0
    },
    {
     "accepted": [
      "gradients",
      "gradient values"
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
   "stem": "<p>Loss scaling multiplies the <span class=\"qp-gap\" data-gap=\"what\"></span> before back-propagation so that small <span class=\"qp-gap\" data-gap=\"which\"></span> do not underflow in FP16.</p>",
   "stemText": "Loss scaling multiplies the _____ before back-propagation so that small _____ do not underflow in FP16.",
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
   "stem": "<p>FP16 has <span class=\"qp-gap\" data-gap=\"fp16\"></span> exponent bits; FP8 E4M3 has <span class=\"qp-gap\" data-gap=\"fp8\"></span>.</p>",
   "stemText": "FP16 has _____ exponent bits; FP8 E4M3 has _____.",
   "title": "cloze-formats"
  }
 ],
 "shuffle": {
  "choices": true,
  "questions": false
 },
 "title": "Every question kind: number formats &amp; GPU training",
 "titleText": "Every question kind: number formats & GPU training",
 "trueFalse": [
  "True",
  "False"
 ],
 "version": "1.0.0"
};
