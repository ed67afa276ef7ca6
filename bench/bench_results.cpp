// The benchmark's report: a table per bank size, ratios, and the targets of the issue with PASS or MISS.
#include "bench_results.hpp"

#include <nlohmann/json.hpp>

#include "report_text.hpp"

namespace quizpack::bench {
namespace {

constexpr double kZipFloorTarget = 1.5;      // export time ≤ this × zip time
constexpr double kPeakMemoryTargetMb = 256;  // MiB
constexpr double kLinearSlack = 1.1;         // t(kN) ≤ this × k × t(N)
constexpr double kValidateTargetSeconds = 1.0;

double mb(std::uintmax_t bytes) { return static_cast<double>(bytes) / (1024.0 * 1024.0); }

std::string row(const char* step, const SizeResult& r, const RunSummary& s, const std::string& rate,
                const std::string& bytes) {
  return printf_string("  %-14s %9zu %9.3f %9.3f %10.1f %12s  %s\n", step, r.questions, s.wall_seconds, s.cpu_seconds,
                       s.peak_rss_mb, rate.c_str(), bytes.c_str());
}

double per_second(const SizeResult& r) {
  return r.export_run.wall_seconds > 0 ? static_cast<double>(r.questions * r.languages) / r.export_run.wall_seconds : 0;
}

void print_targets(std::ostream& out, const std::vector<SizeResult>& results) {
  const SizeResult& small = results.front();
  const SizeResult& large = results.back();
  out << printf_string("\ntargets, at N = %zu, L = %zu (every format, schema validation on):\n", large.questions,
                       large.languages);
  const double zip_ratio = large.export_run.wall_seconds / large.zip_floor.wall_seconds;
  const double zip_cpu_ratio = large.export_run.cpu_seconds / large.zip_floor.cpu_seconds;
  out << printf_string("  export wall <= %.1f x zip floor:    %6.2f x   %s  (CPU time: %.2f x %s)\n", kZipFloorTarget,
                       zip_ratio, verdict(zip_ratio, kZipFloorTarget).c_str(), zip_cpu_ratio,
                       verdict(zip_cpu_ratio, kZipFloorTarget).c_str());
  out << printf_string("  export peak memory <= %.0f MiB:     %6.1f MiB %s\n", kPeakMemoryTargetMb,
                       large.export_run.peak_rss_mb,
                       verdict(large.export_run.peak_rss_mb, kPeakMemoryTargetMb).c_str());
  if (large.questions > small.questions) {
    const double k = static_cast<double>(large.questions) / static_cast<double>(small.questions);
    const double growth = large.export_run.wall_seconds / small.export_run.wall_seconds;
    const double cpu_growth = large.export_run.cpu_seconds / small.export_run.cpu_seconds;
    out << printf_string("  linear: t(%zu)/t(%zu) <= %.1f:     %6.2f     %s  (CPU time: %.2f %s)\n", large.questions,
                         small.questions, kLinearSlack * k, growth, verdict(growth, kLinearSlack * k).c_str(),
                         cpu_growth, verdict(cpu_growth, kLinearSlack * k).c_str());
  }
  out << printf_string("  validate <= %.0f s:                  %6.3f s   %s  (CPU time: %.3f s %s)\n",
                       kValidateTargetSeconds, large.validate.wall_seconds,
                       verdict(large.validate.wall_seconds, kValidateTargetSeconds).c_str(), large.validate.cpu_seconds,
                       verdict(large.validate.cpu_seconds, kValidateTargetSeconds).c_str());
  out << "  (wall times depend on what else runs on the machine; CPU times much less. The load average is above.)\n";
}

void print_per_format(std::ostream& out, const SizeResult& r) {
  double cpu_sum = 0;
  for (const auto& f : r.per_format) cpu_sum += f.export_run.cpu_seconds;
  out << printf_string(
      "\none format at a time, N = %zu (quizpack export --format F, which loads the bank each time; "
      "CPU - validate: without the load, estimated by validate's CPU time):\n",
      r.questions);
  out << printf_string("  %-20s %9s %9s %15s %10s %12s\n", "format", "wall s", "CPU s", "CPU - validate", "peak MiB",
                       "output MB");
  for (const auto& f : r.per_format)
    out << printf_string("  %-20s %9.3f %9.3f %15.3f %10.1f %12.2f\n", f.format.c_str(), f.export_run.wall_seconds,
                         f.export_run.cpu_seconds, f.export_run.cpu_seconds - r.validate.cpu_seconds,
                         f.export_run.peak_rss_mb, mb(f.output_bytes));
  out << printf_string("  %-20s %9s %9.3f   (all formats in one run: %.3f)\n", "sum", "", cpu_sum,
                       r.export_run.cpu_seconds);
}

nlohmann::ordered_json summary_json(const RunSummary& s) {
  return {{"wall_seconds", s.wall_seconds},
          {"cpu_seconds", s.cpu_seconds},
          {"peak_rss_mib", s.peak_rss_mb},
          {"peak_rss_median_mib", s.peak_rss_median_mb},
          {"runs", s.runs}};
}

}  // namespace

void print_report(std::ostream& out, const BenchContext& context, const std::vector<SizeResult>& results) {
  std::string langs;
  for (const auto& l : context.languages) langs += (langs.empty() ? "" : ", ") + l;
  out << printf_string(
      "quizpack export benchmark: %zu languages (%s); times are the median of %u run(s), peak "
      "memory the largest\n",
      context.languages.size(), langs.c_str(), context.repeat);
  if (!context.reference.empty())
    out << "quizpack: " << context.quizpack << "\nreference: " << context.reference
        << "\n(the table and ratios below are this build's; the reference's follow them)\n";
  out << printf_string("machine: %u cores; export -j %s; load average before %s, after %s\n", context.cores,
                       context.jobs.c_str(), context.load_before.c_str(), context.load_after.c_str());
  out << printf_string("\n  %-14s %9s %9s %9s %10s %12s  %s\n", "step", "questions", "wall s", "CPU s", "peak MiB",
                       "q x lang/s", "bytes");
  for (const auto& r : results) {
    out << row("validate", r, r.validate, "",
               printf_string("bank %.1f MB; %s", mb(r.bank_bytes), r.validate_summary.c_str()));
    out << row("export", r, r.export_run, printf_string("%.0f", per_second(r)),
               printf_string("output %.1f MB in %zu files", mb(r.output.bytes), r.output.files));
    out << row("zip -r -6", r, r.zip_floor, "", printf_string("zip %.1f MB", mb(r.zip_bytes)));
  }
  out << "\nratios:\n";
  for (const auto& r : results)
    out << printf_string("  N = %-6zu export / zip floor: wall %.2f x, CPU %.2f x\n", r.questions,
                         r.export_run.wall_seconds / r.zip_floor.wall_seconds,
                         r.export_run.cpu_seconds / r.zip_floor.cpu_seconds);
  for (const auto& r : results) {
    std::string rounds;
    for (const double ratio : r.round_ratios) rounds += printf_string(" %.2f", ratio);
    out << printf_string("  N = %-6zu export / zip floor, wall, round by round:%s\n", r.questions, rounds.c_str());
  }
  if (results.size() > 1) {
    const auto& a = results.front();
    const auto& b = results.back();
    out << printf_string("  t(%zu) / t(%zu): export wall %.2f, export CPU %.2f, validate wall %.2f\n", b.questions,
                         a.questions, b.export_run.wall_seconds / a.export_run.wall_seconds,
                         b.export_run.cpu_seconds / a.export_run.cpu_seconds,
                         b.validate.wall_seconds / a.validate.wall_seconds);
  }
  for (const auto& r : results)
    if (!r.per_format.empty()) print_per_format(out, r);
  if (context.reference.empty())
    print_targets(out, results);
  else
    print_paired(out, results);
}

std::string report_json(const BenchContext& context, const std::vector<SizeResult>& results) {
  nlohmann::ordered_json doc;
  doc["quizpack"] = context.quizpack;
  if (!context.reference.empty()) doc["reference"] = context.reference;
  doc["languages"] = context.languages;
  doc["repeat"] = context.repeat;
  doc["cores"] = context.cores;
  doc["jobs"] = context.jobs;
  doc["load_average_before"] = context.load_before;
  doc["load_average_after"] = context.load_after;
  doc["sizes"] = nlohmann::ordered_json::array();
  for (const auto& r : results) {
    nlohmann::ordered_json s{{"questions", r.questions},
                             {"bank_bytes", r.bank_bytes},
                             {"validate", summary_json(r.validate)},
                             {"export", summary_json(r.export_run)},
                             {"zip_floor", summary_json(r.zip_floor)},
                             {"output_bytes", r.output.bytes},
                             {"output_files", r.output.files},
                             {"zip_bytes", r.zip_bytes},
                             {"round_ratios", r.round_ratios},
                             {"questions_languages_per_second", per_second(r)}};
    for (const auto& f : r.per_format)
      s["per_format"][f.format] = {{"run", summary_json(f.export_run)}, {"output_bytes", f.output_bytes}};
    if (r.reference) {
      const PairedResult& p = *r.reference;
      s["reference"] = {{"validate", summary_json(p.validate)},
                        {"export", summary_json(p.export_run)},
                        {"validate_cpu_ratios", p.validate_cpu_ratios},
                        {"export_cpu_ratios", p.export_cpu_ratios},
                        {"export_cpu_ratio_median", median(p.export_cpu_ratios)},
                        {"export_wall_ratios", p.export_wall_ratios},
                        {"outputs_compared", p.compared}};
    }
    doc["sizes"].push_back(std::move(s));
  }
  return doc.dump(2) + "\n";
}

}  // namespace quizpack::bench
