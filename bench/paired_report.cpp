// The paired report: the reference build beside this one, each round's ratio, and the targets against the reference.
#include <algorithm>

#include "bench_results.hpp"
#include "report_text.hpp"

namespace quizpack::bench {
namespace {

constexpr double kCpuTarget = 0.8;         // export CPU ≤ this × the reference's
constexpr double kPeakTargetMb = 128;      // export peak at kPeakSize ≤ this
constexpr std::size_t kPeakSize = 10000;   // questions
constexpr std::size_t kLargeSize = 40000;  // questions
constexpr double kPeakGrowthTarget = 1.2;  // peak at kLargeSize ≤ this × peak at kPeakSize
constexpr double kValidateTargetSeconds = 0.4;

std::string rounds(const std::vector<double>& values) {
  std::string text;
  for (const double v : values) text += printf_string("%s%.2f", text.empty() ? "" : ", ", v);
  return text;
}

std::string row(const char* step, const char* build, const RunSummary& s) {
  return printf_string("  %-9s %-10s %9.3f %9.3f %11.1f %11.1f\n", step, build, s.wall_seconds, s.cpu_seconds,
                       s.peak_rss_median_mb, s.peak_rss_mb);
}

void print_size(std::ostream& out, const SizeResult& r) {
  const PairedResult& p = *r.reference;
  out << printf_string("\nN = %zu, L = %zu: %zu paired rounds (reference, then this build, then the zip floor)\n",
                       r.questions, r.languages, p.export_cpu_ratios.size());
  out << printf_string("  %-9s %-10s %9s %9s %11s %11s\n", "step", "build", "wall s", "CPU s", "peak MiB", "peak max");
  out << row("validate", "reference", p.validate) << row("validate", "new", r.validate);
  out << row("export", "reference", p.export_run) << row("export", "new", r.export_run);
  out << row("zip -r -6", "(new out)", r.zip_floor);
  out << printf_string("  export CPU new / reference, round by round: %s; median %.2f\n",
                       rounds(p.export_cpu_ratios).c_str(), median(p.export_cpu_ratios));
  out << printf_string("  export wall new / reference, round by round: %s; median %.2f\n",
                       rounds(p.export_wall_ratios).c_str(), median(p.export_wall_ratios));
  out << printf_string("  validate CPU new / reference, round by round: %s; median %.2f\n",
                       rounds(p.validate_cpu_ratios).c_str(), median(p.validate_cpu_ratios));
  out << printf_string("  export / zip floor, wall: %.2f x (rounds %s); CPU %.2f x\n",
                       r.export_run.wall_seconds / r.zip_floor.wall_seconds, rounds(r.round_ratios).c_str(),
                       r.export_run.cpu_seconds / r.zip_floor.cpu_seconds);
  out << "  outputs compared: " << p.compared << "\n";
}

const SizeResult* find_size(const std::vector<SizeResult>& results, std::size_t questions) {
  const auto it =
      std::find_if(results.begin(), results.end(), [&](const SizeResult& r) { return r.questions == questions; });
  return it == results.end() ? nullptr : &*it;
}

void print_targets(std::ostream& out, const std::vector<SizeResult>& results) {
  out << "\ntargets (peak: the median of the rounds' peaks):\n";
  for (const auto& r : results) {
    const double ratio = median(r.reference->export_cpu_ratios);
    out << printf_string("  N = %-6zu export CPU <= %.1f x reference: %6.2f x   %s\n", r.questions, kCpuTarget, ratio,
                         verdict(ratio, kCpuTarget).c_str());
  }
  const SizeResult* peak_size = find_size(results, kPeakSize);
  const SizeResult* large = find_size(results, kLargeSize);
  if (peak_size != nullptr) {
    const double peak = peak_size->export_run.peak_rss_median_mb;
    out << printf_string("  N = %-6zu export peak <= %.0f MiB:      %6.1f MiB %s\n", kPeakSize, kPeakTargetMb, peak,
                         verdict(peak, kPeakTargetMb).c_str());
  } else {
    out << printf_string("  export peak <= %.0f MiB at N = %zu: not run\n", kPeakTargetMb, kPeakSize);
  }
  if (peak_size != nullptr && large != nullptr) {
    const double growth = large->export_run.peak_rss_median_mb / peak_size->export_run.peak_rss_median_mb;
    out << printf_string("  export peak N = %zu / N = %zu <= %.1f:  %6.2f     %s\n", kLargeSize, kPeakSize,
                         kPeakGrowthTarget, growth, verdict(growth, kPeakGrowthTarget).c_str());
  } else {
    out << printf_string("  export peak at N = %zu <= %.1f x the peak at N = %zu: not run (needs both sizes)\n",
                         kLargeSize, kPeakGrowthTarget, kPeakSize);
  }
  for (const auto& r : results)
    out << printf_string("  N = %-6zu validate <= %.1f s wall:        %6.3f s   %s\n", r.questions,
                         kValidateTargetSeconds, r.validate.wall_seconds,
                         verdict(r.validate.wall_seconds, kValidateTargetSeconds).c_str());
  out << "  (wall times depend on what else runs on the machine; CPU times much less. The load average is above.)\n";
}

}  // namespace

void print_paired(std::ostream& out, const std::vector<SizeResult>& results) {
  for (const auto& r : results)
    if (r.reference) print_size(out, r);
  print_targets(out, results);
}

}  // namespace quizpack::bench
