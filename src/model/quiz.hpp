// A quiz as plain values: metadata, questions and the media files its texts use.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "model/localized_text.hpp"
#include "model/question.hpp"
#include "model/ui_text.hpp"

namespace quizpack {

enum class Level { Easy, Medium, Hard };

struct MediaFile {
  std::string path;   // relative to the bank's folder, '/'-separated, e.g. media/loss-scale.png
  std::string mime;   // e.g. image/png
  std::string bytes;  // file contents, read by the loader so writers never touch the disk
};

struct Shuffle {
  bool questions = false;
  bool choices = false;
};

// A named run of consecutive questions; with a draw, each attempt takes `draw` of them at random.
struct Section {
  std::string id;
  LocalizedText title;
  std::size_t first = 0;            // index in Quiz::questions of its first question
  std::size_t count = 0;            // how many consecutive questions it holds
  std::optional<std::size_t> draw;  // questions taken per attempt; all of them when absent
  SourceLocation location;          // the bank file, at the section's id
};

struct Quiz {
  std::string id;
  std::string version;
  LocalizedText title;
  LocalizedText description;
  Level level = Level::Medium;
  std::string guide;         // path of the related guide, e.g. guides/mixed-precision-training
  std::string activity_iri;  // the cmi5 course IRI the bank gives ("activityIri"), "" for quizpack's default
  LanguageTag source_language;
  std::vector<LanguageTag> languages;  // target languages, source language included
  double passing_score = 0.8;          // fraction of the maximum score, 0..1
  Shuffle shuffle;
  std::vector<Question> questions;
  std::vector<Section> sections;      // empty, or covering every question in order
  std::vector<MediaFile> media;       // every file the texts reference, sorted by path
  SmallMap<LanguageTag, UiTexts> ui;  // the bank's own interface texts per language (its "ui" object)
  SourceLocation location;            // the bank file, at its id
};

const char* level_name(Level level);
double max_score(const Quiz& quiz);
// The section holding question `index`, or nullptr when the quiz has no sections.
const Section* section_of(const Quiz& quiz, std::size_t index);
// The questions an attempt scores: a drawn section counts `draw` of its questions.
std::size_t questions_per_attempt(const Quiz& quiz);
const MediaFile* find_media(const Quiz& quiz, const std::string& path);

}  // namespace quizpack
