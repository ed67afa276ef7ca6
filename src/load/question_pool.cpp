// Checks and builds a bank's questions on worker threads while the main thread parses the rest of the text.
#include "load/question_pool.hpp"

#include <algorithm>

namespace quizpack {
namespace {

constexpr std::size_t kQueuedPerThread = 16;  // questions waiting per worker; bounds the memory of parsed ones

}  // namespace

QuestionPool::QuestionPool(std::string file, std::filesystem::path folder, const LoadLimits& limits, unsigned threads)
    : file_(std::move(file)), folder_(std::move(folder)), limits_(limits) {
  if (threads == 0) threads = std::max(1u, std::thread::hardware_concurrency());
  if (threads > 1) threads_.resize(threads);  // started by begin()
}

QuestionPool::~QuestionPool() {
  {
    const std::lock_guard lock(mutex_);
    closing_ = true;
    queue_.clear();
  }
  ready_.notify_all();
  for (auto& t : threads_)
    if (t.joinable()) t.join();
}

void QuestionPool::begin(const nlohmann::json& bank) {
  languages_ = bank_languages(bank);
  for (auto& t : threads_) t = std::thread([this] { run_worker(); });
}

void QuestionPool::question(std::size_t index, nlohmann::json&& value, TextPosition) {
  Work& work = work_.emplace_back();
  work.index = index;
  work.value = std::move(value);
  if (threads_.empty()) {
    process(work);
    return;
  }
  std::vector<nlohmann::json> done;
  std::unique_lock lock(mutex_);
  room_.wait(lock, [&] { return queue_.size() < kQueuedPerThread * threads_.size(); });
  queue_.push_back(&work);
  done.swap(done_);
  lock.unlock();
  ready_.notify_one();
}  // `done` freed here, on the parsing thread: its allocator reuses the memory for the next questions

void QuestionPool::run_worker() {
  for (;;) {
    std::unique_lock lock(mutex_);
    ready_.wait(lock, [&] { return closing_ || !queue_.empty(); });
    if (queue_.empty()) return;
    Work* work = queue_.front();
    queue_.pop_front();
    lock.unlock();
    room_.notify_one();
    try {
      process(*work);
    } catch (...) {
      const std::lock_guard failed(mutex_);
      if (!failure_) failure_ = std::current_exception();
    }
  }
}

void QuestionPool::finish() {
  {
    std::unique_lock lock(mutex_);
    closing_ = true;
  }
  ready_.notify_all();
  for (auto& t : threads_)
    if (t.joinable()) t.join();
  if (failure_) std::rethrow_exception(failure_);
}

void QuestionPool::process(Work& work) {
  work.schema = check_question_schema(work.value, work.index);
  const bool valid = work.schema.valid && work.schema.problems.empty();
  if (valid && languages_) build(work, *languages_);
  if (!valid) drop_value(work);  // the bank will not be built
}

void QuestionPool::drop_value(Work& work) {
  if (threads_.empty()) {
    work.value = nlohmann::json();
    return;
  }
  const std::lock_guard lock(mutex_);
  done_.push_back(std::move(work.value));
  work.value = nlohmann::json();
}

void QuestionPool::build(Work& work, const BankLanguages& languages) {
  BuiltQuestion built;
  BankContext ctx{file_, folder_, nullptr, limits_, built.diagnostics, languages.languages, languages.source_language,
                  {}};
  built.question = build_question(work.value, work.index, ctx);
  built.images = std::move(ctx.images);
  work.built = std::move(built);
  drop_value(work);
}

std::vector<const SchemaFindings*> QuestionPool::findings() const {
  std::vector<const SchemaFindings*> out;
  out.reserve(work_.size());
  for (const auto& w : work_) out.push_back(&w.schema);
  return out;
}

std::vector<BuiltQuestion> QuestionPool::take_built(const nlohmann::json& bank) {
  std::vector<BuiltQuestion> out;
  out.reserve(work_.size());
  std::optional<BankLanguages> languages;
  for (auto& w : work_) {
    if (!w.built) {
      if (!languages) languages = bank_languages(bank);
      build(w, *languages);
    }
    out.push_back(std::move(*w.built));
  }
  work_.clear();
  return out;
}

}  // namespace quizpack
