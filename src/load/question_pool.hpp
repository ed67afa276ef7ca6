// Checks and builds a bank's questions on worker threads while the main thread parses the rest of the text.
#pragma once

#include <condition_variable>
#include <deque>
#include <exception>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

#include "load/build_quiz.hpp"
#include "load/parse_json.hpp"
#include "load/schema_check.hpp"

namespace quizpack {

class QuestionPool final : public QuestionSink {
 public:
  // `threads` workers (0: the number of cores; 1: everything on the calling thread).
  QuestionPool(std::string file, std::filesystem::path folder, const LoadLimits& limits, unsigned threads = 0);
  ~QuestionPool() override;
  QuestionPool(const QuestionPool&) = delete;
  QuestionPool& operator=(const QuestionPool&) = delete;

  void begin(const nlohmann::json& bank) override;
  void question(std::size_t index, nlohmann::json&& value, TextPosition where) override;

  // Waits for every question; rethrows what a worker threw.
  void finish();

  // Schema findings of each question, in order (after finish).
  [[nodiscard]] std::vector<const SchemaFindings*> findings() const;

  // The questions built, in order, building on this thread those that could not be built before `bank`'s
  // languages were known (after finish, once every part passed the schema check).
  std::vector<BuiltQuestion> take_built(const nlohmann::json& bank);

 private:
  struct Work {
    std::size_t index = 0;
    nlohmann::json value;  // kept only until built
    SchemaFindings schema;
    std::optional<BuiltQuestion> built;
  };

  void process(Work& work);
  void drop_value(Work& work);
  void build(Work& work, const BankLanguages& languages);
  void run_worker();

  std::string file_;
  std::filesystem::path folder_;
  const LoadLimits& limits_;
  std::optional<BankLanguages> languages_;  // set before the first question, never changed after
  std::deque<Work> work_;                   // one per question, in order; the main thread appends
  std::vector<std::thread> threads_;
  std::mutex mutex_;
  std::condition_variable ready_;  // a job was queued, or the pool is closing
  std::condition_variable room_;   // a job was taken
  std::deque<Work*> queue_;
  std::vector<nlohmann::json> done_;  // questions checked and built, freed by the thread that allocated them
  bool closing_ = false;
  std::exception_ptr failure_;
};

}  // namespace quizpack
