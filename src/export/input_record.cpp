// What each bank's output files were made from, kept in the output folder so that an unchanged bank is not
// rewritten: a digest of the bank's bytes and the run's settings, of each media file and of each output.
#include "export/input_record.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <memory>
#include <optional>
#include <sstream>

#include <xxhash.h>

#include "package/atomic_file.hpp"

namespace quizpack {

namespace fs = std::filesystem;

namespace {

constexpr const char* kHeader = "quizpack-inputs 1";

// The 128-bit XXH3 digest as 32 hexadecimal digits.
std::string hex_of(XXH128_hash_t h) {
  char hex[33];
  std::snprintf(hex, sizeof hex, "%016llx%016llx", static_cast<unsigned long long>(h.high64),
                static_cast<unsigned long long>(h.low64));
  return hex;
}

// An XXH3 streaming state, freed when it goes out of scope.
struct HashState {
  XXH3_state_t* state = XXH3_createState();
  HashState() { XXH3_128bits_reset(state); }
  ~HashState() { XXH3_freeState(state); }
  HashState(const HashState&) = delete;
  HashState& operator=(const HashState&) = delete;
};

// The digest of a file's bytes, read in pieces into one buffer per thread (allocated once: a fresh buffer per file
// costs more in page faults than the hashing); nothing when it cannot be read.
std::optional<std::string> digest_file(const fs::path& path) {
  constexpr std::size_t kPiece = 256 << 10;
  static thread_local const std::unique_ptr<char[]> buffer(new char[kPiece]);
  const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) return std::nullopt;
  HashState h;
  for (;;) {
    const ssize_t n = ::read(fd, buffer.get(), kPiece);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) {
      ::close(fd);
      return std::nullopt;
    }
    if (n == 0) break;
    XXH3_128bits_update(h.state, buffer.get(), static_cast<std::size_t>(n));
  }
  ::close(fd);
  return hex_of(XXH3_128bits_digest(h.state));
}

// A value that holds no line break and, when `last`, may hold spaces (paths and ids end their lines).
bool writable(const std::string& value) { return value.find('\n') == std::string::npos && !value.empty(); }

// One bank's lines.
void write_bank(std::ostringstream& out, const std::string& id, const BankRecord& bank) {
  out << "bank " << id << "\nfile " << bank.bank_file << "\nsource " << bank.source << "\nlanguages";
  for (const auto& lang : bank.languages) out << " " << lang;
  out << "\n";
  for (const auto& [path, sum] : bank.media) out << "media " << sum << " " << path << "\n";
  for (const auto& [path, s] : bank.outputs) out << "output " << s.size << " " << s.digest << " " << path << "\n";
}

// Reads one line of a bank's record into `bank`; false when the line is not one.
bool read_line(const std::string& key, std::istringstream& rest, BankRecord& bank) {
  std::string value;
  if (key == "file" || key == "source") {
    std::getline(rest >> std::ws, value);
    (key == "file" ? bank.bank_file : bank.source) = value;
  } else if (key == "languages") {
    while (rest >> value) bank.languages.push_back(value);
  } else if (key == "media") {
    std::string sum;
    rest >> sum;
    std::getline(rest >> std::ws, value);
    bank.media.emplace_back(value, sum);
  } else if (key == "output") {
    FileStamp s;
    rest >> s.size >> s.digest;
    std::getline(rest >> std::ws, value);
    bank.outputs.emplace_back(value, s);
  } else {
    return false;
  }
  return !rest.fail() || key == "languages";
}

}  // namespace

std::string digest(std::string_view bytes) { return hex_of(XXH3_128bits(bytes.data(), bytes.size())); }

std::string source_digest(std::string_view settings, std::string_view bank_bytes) {
  return digest(std::string(settings) + '\0' + digest(settings) + digest(bank_bytes));
}

InputRecord read_input_record(const fs::path& root) {
  InputRecord record;
  std::ifstream in(root / kInputRecordName);
  std::string line;
  if (!std::getline(in, line) || line != kHeader) return {};
  BankRecord* bank = nullptr;
  while (std::getline(in, line)) {
    std::istringstream rest(line);
    std::string key;
    rest >> key;
    if (key == "bank") {
      std::string id;
      std::getline(rest >> std::ws, id);
      bank = &record[id];
    } else if (!bank || !read_line(key, rest, *bank)) {
      return {};  // a damaged record claims nothing
    }
  }
  return record;
}

void write_input_record(const fs::path& root, const InputRecord& record) {
  std::ostringstream out;
  out << kHeader << "\n";
  for (const auto& [id, bank] : record) {
    bool ok = writable(id) && writable(bank.bank_file);
    for (const auto& m : bank.media) ok = ok && writable(m.first);
    for (const auto& o : bank.outputs) ok = ok && writable(o.first);
    if (ok) write_bank(out, id, bank);  // a name no line can hold is never recorded, so never skipped
  }
  write_file_atomically(root / kInputRecordName, out.str());
}

FileStamp stamp_of(const fs::path& path) {
  std::error_code ec;
  if (!fs::is_regular_file(fs::symlink_status(path, ec))) return {};
  const auto size = fs::file_size(path, ec);
  if (ec) return {};
  return {size, digest_file(path).value_or("")};
}

bool outputs_intact(const BankRecord& bank, const fs::path& root) {
  std::error_code ec;
  for (const auto& [path, stamp] : bank.outputs) {
    const fs::path file = root / path;
    // the size first: a file of another size is not read
    if (!fs::is_regular_file(fs::symlink_status(file, ec)) || fs::file_size(file, ec) != stamp.size || ec ||
        digest_file(file) != stamp.digest)
      return false;
  }
  return true;
}

bool media_unchanged(const BankRecord& bank, const fs::path& bank_folder) {
  std::error_code ec;
  const fs::path inside = fs::weakly_canonical(bank_folder, ec);
  for (const auto& [path, sum] : bank.media) {
    const fs::path full = fs::weakly_canonical(bank_folder / path, ec);
    const std::string inner = full.lexically_relative(inside).string();
    if (ec || inner.empty() || inner.starts_with("..")) return false;
    if (digest_file(full) != sum) return false;
  }
  return true;
}

}  // namespace quizpack
