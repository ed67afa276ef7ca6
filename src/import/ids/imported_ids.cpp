// The ids every importer gives or keeps.
#include "import/ids/imported_ids.hpp"

#include <cctype>
#include <map>
#include <set>

namespace quizpack {
namespace {

constexpr std::size_t kIdLimit = 64;

bool id_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.' || c == '-'; }

// `id` with `tail` after it, cut to the bank's 64 characters by shortening the tail.
std::string with_tail(const std::string& id, const std::string& tail) {
  if (id.size() + tail.size() <= kIdLimit) return id + tail;
  if (id.size() >= kIdLimit) return id.substr(0, kIdLimit - tail.size()) + tail;
  return id + tail.substr(0, kIdLimit - id.size());
}

// `wanted`, or wanted-2, wanted-3 … when `taken` holds it; the result is added to `taken`.
std::string first_free(const std::string& wanted, std::set<std::string>& taken) {
  std::string id = wanted;
  for (int n = 2; taken.count(id) != 0; ++n) {
    const std::string suffix = "-" + std::to_string(n);
    id = wanted.size() + suffix.size() <= kIdLimit ? wanted + suffix
                                                   : wanted.substr(0, kIdLimit - suffix.size()) + suffix;
  }
  taken.insert(id);
  return id;
}

}  // namespace

std::string category_slug(const std::string& path) {
  std::string out;
  std::size_t start = 0;
  while (start <= path.size()) {
    std::size_t end = path.find('/', start);
    if (end == std::string::npos) end = path.size();
    const std::string part = path.substr(start, end - start);
    start = end + 1;
    if (part.empty() || part == "top" || (part.front() == '$' && part.back() == '$')) continue;
    for (char c : part) {
      const char kept = id_char(c) ? c : '-';
      if (kept == '-' && (out.empty() || out.back() == '-')) continue;
      out += kept;
    }
    if (!out.empty() && out.back() != '-') out += '-';
  }
  while (!out.empty() && out.back() == '-') out.pop_back();
  return out;
}

bool is_bank_id(const std::string& id) {
  if (id.empty() || id.size() > kIdLimit) return false;
  if (!std::isalpha(static_cast<unsigned char>(id[0])) && id[0] != '_') return false;
  for (char c : id)
    if (!id_char(c)) return false;
  return true;
}

std::string option_id_at(std::size_t index) {
  return index < 26 ? std::string(1, static_cast<char>('a' + index)) : "c" + std::to_string(index + 1);
}

std::vector<std::string> distinct_ids(const std::vector<IdClaim>& claims) {
  std::map<std::string, int> uses;
  for (const auto& c : claims) ++uses[c.id];
  std::vector<std::string> wanted;
  for (const auto& c : claims) {
    const std::string slug = category_slug(c.category);
    wanted.push_back(uses[c.id] > 1 && !slug.empty() ? with_tail(c.id, "-" + slug) : c.id);
  }
  std::set<std::string> taken;
  for (std::size_t i = 0; i < claims.size(); ++i)
    if (uses[claims[i].id] == 1) taken.insert(wanted[i]);
  std::vector<std::string> out;
  for (std::size_t i = 0; i < claims.size(); ++i)
    out.push_back(uses[claims[i].id] == 1 ? wanted[i] : first_free(wanted[i], taken));
  return out;
}

}  // namespace quizpack
