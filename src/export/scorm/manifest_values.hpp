// Values written into SCORM manifests: titles, descriptions, scores and file hrefs.
#pragma once

#include <string>

#include "model/quiz.hpp"

namespace quizpack {

constexpr std::size_t kScormTitleMaxChars = 200;

struct ManifestTexts {
  std::string title;  // plain text, one line, at most kScormTitleMaxChars characters
  bool title_shortened = false;
  std::string description;  // plain text; empty when the quiz has none in this language
};

ManifestTexts manifest_texts(const Quiz& quiz, const LanguageTag& lang);

// The passing score (fraction 0..1, clamped) as SCORM 1.2 adlcp:masteryscore: 0..100, rounded down to 2 decimals.
std::string mastery_score_text(double passing_score);

// The passing score (fraction 0..1, clamped) as imsss:minNormalizedMeasure: rounded down to 4 decimals.
std::string min_normalized_measure_text(double passing_score);

// True when the manifests round the (clamped) passing score down: it has more than 4 decimals.
bool passing_score_rounded(double passing_score);

// A package path as a relative URI reference: bytes outside the URI path characters are percent-encoded.
std::string file_href(const std::string& package_path);

}  // namespace quizpack
