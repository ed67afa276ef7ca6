window.QUIZPACK_QUIZ = {
 "description": "<p>Covers FP16 range and loss scaling, bfloat16, master weights, autocast, Tensor Core accumulation, and measured, hardware-dependent gains.</p>",
 "dir": "ltr",
 "format": 1,
 "guide": "guides/mixed-precision-training",
 "id": "mixed-precision-training",
 "lang": "en",
 "level": "medium",
 "passingScore": 0.75,
 "questions": [
  {
   "choices": [
    {
     "correct": true,
     "html": "To keep the precision of small weight updates that 16 bits could round away",
     "id": "a"
    },
    {
     "correct": false,
     "html": "To make the model file on disk smaller",
     "id": "b"
    },
    {
     "correct": false,
     "html": "To allow training without a GPU",
     "id": "c"
    },
    {
     "correct": false,
     "html": "To encrypt the model parameters",
     "id": "d"
    }
   ],
   "explanation": "<p>FP16 has only 10 explicit mantissa bits, so next to 1.0 neighbouring values are about 0.001 apart (2⁻¹⁰ ≈ 0.00098): an update of 0.0001 added to a weight of 1.0 rounds away and the weight never changes. The optimizer therefore applies updates to an FP32 master copy, which keeps these small steps, and the 16-bit copy used in the forward and backward passes is refreshed from it. The master copy costs extra memory rather than saving space, and it has nothing to do with running without a GPU or with encryption.</p>",
   "id": "fp32-master-weights",
   "kind": "single-choice",
   "points": 1.0,
   "stem": "<p>In an FP16 training recipe that keeps an FP32 master weight, why retain it?</p>",
   "stemText": "In an FP16 training recipe that keeps an FP32 master weight, why retain it?",
   "title": "fp32-master-weights"
  },
  {
   "choices": [
    {
     "correct": false,
     "html": "The model overfitting the data",
     "id": "a"
    },
    {
     "correct": true,
     "html": "Gradients underflowing to zero because FP16&#39;s range is narrow",
     "id": "b"
    },
    {
     "correct": false,
     "html": "The GPU running out of disk space",
     "id": "c"
    },
    {
     "correct": false,
     "html": "Slow data loading from disk",
     "id": "d"
    }
   ],
   "explanation": "<p>FP16&#39;s largest finite value is 65504 and its smallest positive normal value is about 6.1 × 10⁻⁵ (subnormals reach down to about 6 × 10⁻⁸), so many small gradients become zero. Loss scaling multiplies the loss by a factor, for example 2¹⁶, before the backward pass so that the gradients stay representable, divides the gradients by the same factor (unscales them) before the optimizer step, and skips any step whose gradients contain inf or NaN; dynamic loss scaling lowers the factor after such an overflow and raises it again after a run of good steps. It does nothing about overfitting, disk space or data loading.</p>",
   "id": "loss-scaling-purpose",
   "kind": "single-choice",
   "points": 1.0,
   "stem": "<p>What problem does loss scaling solve in FP16 training?</p>",
   "stemText": "What problem does loss scaling solve in FP16 training?",
   "title": "loss-scaling-purpose"
  },
  {
   "choices": [
    {
     "correct": false,
     "html": "It uses fewer bits in total",
     "id": "a"
    },
    {
     "correct": false,
     "html": "It stores text instead of numbers",
     "id": "b"
    },
    {
     "correct": true,
     "html": "It has the same wide exponent range as FP32, which reduces the need for loss scaling",
     "id": "c"
    },
    {
     "correct": false,
     "html": "It runs only on CPUs",
     "id": "d"
    }
   ],
   "explanation": "<p>bfloat16 keeps FP32&#39;s 8 exponent bits, so it covers the same range (up to about 3.4 × 10³⁸) and small gradients rarely underflow, which usually makes loss scaling unnecessary. It pays for this with only 7 explicit mantissa bits, fewer than FP16&#39;s 10, so it is less precise than FP16. Both formats use 16 bits in total, so it does not use fewer bits, and it runs on GPUs and other accelerators, not only on CPUs.</p>",
   "id": "bfloat16-advantage",
   "kind": "single-choice",
   "points": 1.0,
   "stem": "<p>What advantage does bfloat16 have over FP16?</p>",
   "stemText": "What advantage does bfloat16 have over FP16?",
   "title": "bfloat16-advantage"
  },
  {
   "choices": [
    {
     "correct": false,
     "html": "In integer arithmetic with no rounding",
     "id": "a"
    },
    {
     "correct": false,
     "html": "In text before converting to FP16",
     "id": "b"
    },
    {
     "correct": false,
     "html": "In FP16 only, which prevents every numerical error",
     "id": "c"
    },
    {
     "correct": true,
     "html": "In FP32, which reduces rounding error compared with low-precision accumulation",
     "id": "d"
    }
   ],
   "explanation": "<p>For many supported operations, Tensor Cores multiply FP16 or bfloat16 inputs and add the products into FP32 accumulators. Summing thousands of products in FP16 would lose low-order bits at every addition and could overflow past 65504, so FP32 accumulation keeps the rounding error of long dot products small. Accumulating only in FP16 does not prevent numerical errors; it causes more of them.</p>",
   "id": "tensor-core-accumulation",
   "kind": "single-choice",
   "points": 1.0,
   "stem": "<p>For many supported Tensor Core matrix operations, how are partial sums commonly accumulated?</p>",
   "stemText": "For many supported Tensor Core matrix operations, how are partial sums commonly accumulated?",
   "title": "tensor-core-accumulation"
  },
  {
   "choices": [
    {
     "correct": true,
     "html": "They can reduce tensor memory and improve throughput, with gains depending on hardware and workload",
     "id": "a"
    },
    {
     "correct": false,
     "html": "They guarantee higher model accuracy",
     "id": "b"
    },
    {
     "correct": false,
     "html": "They remove the need to compute gradients",
     "id": "c"
    },
    {
     "correct": false,
     "html": "They always double end-to-end training speed",
     "id": "d"
    }
   ],
   "explanation": "<p>A 16-bit value takes half the bytes of an FP32 value, which cuts the memory for activations and other tensors kept in 16 bits, and on GPUs with Tensor Cores matrix multiplications and convolutions can run much faster. How much end-to-end training speeds up depends on the hardware and on whether the workload is limited by memory bandwidth or by compute, so a 2× speed-up is never guaranteed and gains should be measured. Lower precision does not by itself raise accuracy, and gradients still have to be computed.</p>",
   "id": "half-precision-benefit",
   "kind": "single-choice",
   "points": 1.0,
   "stem": "<p>What is a common benefit of using 16-bit values for supported training operations?</p>",
   "stemText": "What is a common benefit of using 16-bit values for supported training operations?",
   "title": "half-precision-benefit"
  },
  {
   "choices": [
    {
     "correct": false,
     "html": "torch.cuda.amp only, which is the recommended new namespace",
     "id": "a"
    },
    {
     "correct": true,
     "html": "torch.amp.autocast and, for FP16 gradient scaling, torch.amp.GradScaler",
     "id": "b"
    },
    {
     "correct": false,
     "html": "torch.load and torch.save",
     "id": "c"
    },
    {
     "correct": false,
     "html": "torch.nn.DataParallel and torch.manual_seed",
     "id": "d"
    }
   ],
   "explanation": "<p><code>torch.amp.autocast</code> picks a dtype for each operation inside its region, and <code>torch.amp.GradScaler</code> scales the loss for FP16 training; with bfloat16 a scaler is usually not needed. <code>torch.cuda.amp.autocast</code> and <code>torch.cuda.amp.GradScaler</code> are the older spellings, now deprecated in favour of <code>torch.amp</code>, so the option calling <code>torch.cuda.amp</code> the recommended new namespace has it backwards. <code>torch.load</code>, <code>torch.save</code>, <code>torch.nn.DataParallel</code> and <code>torch.manual_seed</code> have nothing to do with precision.</p>",
   "id": "pytorch-amp-apis",
   "kind": "single-choice",
   "points": 1.0,
   "stem": "<p>Which current PyTorch APIs are commonly used for automatic mixed-precision training?</p>",
   "stemText": "Which current PyTorch APIs are commonly used for automatic mixed-precision training?",
   "title": "pytorch-amp-apis"
  },
  {
   "choices": [
    {
     "correct": false,
     "html": "It has more mantissa bits than FP32",
     "id": "a"
    },
    {
     "correct": false,
     "html": "It stores gradients as integers",
     "id": "b"
    },
    {
     "correct": true,
     "html": "It has an exponent range like FP32, so very small gradients are less likely to underflow",
     "id": "c"
    },
    {
     "correct": false,
     "html": "It never rounds values",
     "id": "d"
    }
   ],
   "explanation": "<p>Gradients underflow when they fall below the smallest value a format can represent. bfloat16 has 8 exponent bits like FP32, so its normal range reaches down to about 1.2 × 10⁻³⁸, whereas FP16&#39;s normal range stops near 6.1 × 10⁻⁵; small gradients therefore rarely underflow in bfloat16 and loss scaling is usually unnecessary. bfloat16 has fewer mantissa bits than FP32 (7 against 23), not more, and it still rounds.</p>",
   "id": "bfloat16-loss-scaling",
   "kind": "single-choice",
   "points": 1.0,
   "stem": "<p>Why does bfloat16 often need less loss scaling than FP16?</p>",
   "stemText": "Why does bfloat16 often need less loss scaling than FP16?",
   "title": "bfloat16-loss-scaling"
  },
  {
   "choices": [
    {
     "correct": false,
     "html": "Converts every tensor and operation to FP16 unconditionally",
     "id": "a"
    },
    {
     "correct": false,
     "html": "Replaces the optimizer with a different algorithm",
     "id": "b"
    },
    {
     "correct": false,
     "html": "Guarantees identical bitwise results to FP32",
     "id": "c"
    },
    {
     "correct": true,
     "html": "Selects operation dtypes so supported operations can use lower precision while others retain safer precision",
     "id": "d"
    }
   ],
   "explanation": "<p>Inside an autocast region, each eligible operation runs in the dtype autocast chooses for it: matrix multiplications and convolutions in FP16 or bfloat16, while precision-sensitive operations such as reductions, softmax and many loss functions run in FP32. It does not convert every tensor unconditionally, it leaves the optimizer unchanged, and its results are close to those of FP32 but not bitwise identical.</p>",
   "id": "autocast-op-selection",
   "kind": "single-choice",
   "points": 1.0,
   "stem": "<p>What does autocast do in automatic mixed precision?</p>",
   "stemText": "What does autocast do in automatic mixed precision?",
   "title": "autocast-op-selection"
  }
 ],
 "shuffle": {
  "choices": false,
  "questions": false
 },
 "title": "Mixed precision training quiz",
 "titleText": "Mixed precision training quiz",
 "trueFalse": [
  "True",
  "False"
 ],
 "version": "1.0.0"
};
