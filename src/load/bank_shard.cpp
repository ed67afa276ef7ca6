// A stable share of the banks for one of N parallel jobs, chosen by each bank's id.
#include "load/bank_shard.hpp"

#include <charconv>
#include <cstdint>
#include <nlohmann/json.hpp>

namespace quizpack {
namespace {

// Stops at the first key of the top-level object named "id" and keeps its string value.
class IdPeeker : public nlohmann::json_sax<nlohmann::json> {
 public:
  std::optional<std::string> id;

  bool null() override { return scalar(); }
  bool boolean(bool) override { return scalar(); }
  bool number_integer(number_integer_t) override { return scalar(); }
  bool number_unsigned(number_unsigned_t) override { return scalar(); }
  bool number_float(number_float_t, const string_t&) override { return scalar(); }
  bool binary(binary_t&) override { return scalar(); }
  bool string(string_t& value) override {
    if (depth_ == 1 && id_next_) {
      id = value;
      return false;
    }
    return scalar();
  }
  bool start_object(std::size_t) override { return open(); }
  bool start_array(std::size_t) override { return open(); }
  bool end_object() override { return close(); }
  bool end_array() override { return close(); }
  bool key(string_t& name) override {
    id_next_ = depth_ == 1 && name == "id";
    return true;
  }
  bool parse_error(std::size_t, const std::string&, const nlohmann::detail::exception&) override { return false; }

 private:
  int depth_ = 0;
  bool id_next_ = false;

  bool scalar() {
    id_next_ = false;
    return depth_ > 0;
  }
  bool open() {
    id_next_ = false;
    ++depth_;
    return true;
  }
  bool close() {
    --depth_;
    return true;
  }
};

// FNV-1a, 64 bits: the same on every machine and compiler, unlike std::hash.
std::uint64_t stable_hash(std::string_view text) {
  std::uint64_t h = 14695981039346656037ull;
  for (const char c : text) {
    h ^= static_cast<unsigned char>(c);
    h *= 1099511628211ull;
  }
  return h;
}

// Reads a whole positive number, or 0.
unsigned read_count(std::string_view text) {
  unsigned value = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  return ec == std::errc{} && end == text.data() + text.size() ? value : 0;
}

}  // namespace

std::optional<Shard> read_shard(std::string_view text) {
  const auto slash = text.find('/');
  if (slash == std::string_view::npos) return std::nullopt;
  const unsigned index = read_count(text.substr(0, slash));
  const unsigned count = read_count(text.substr(slash + 1));
  if (index == 0 || count == 0 || index > count) return std::nullopt;
  return Shard{index, count};
}

std::optional<std::string> peek_bank_id(std::string_view bank_text) {
  IdPeeker peeker;
  nlohmann::json::sax_parse(bank_text.begin(), bank_text.end(), &peeker);
  return peeker.id;
}

bool in_shard(std::string_view key, const Shard& shard) {
  return shard.count <= 1 || stable_hash(key) % shard.count == shard.index - 1;
}

}  // namespace quizpack
