// The results table, as aligned text for a terminal or as Markdown for BENCHMARKS.md.

import Foundation

/// One measured operation on one file.
struct ResultRow {
    var file: String
    var bytes: Int
    var operation: Operation
    /// Median seconds per run of the operation.
    var result: ComparisonResult

    /// Input bytes per second, in MB/s (10^6 bytes). For writing, the input is the original file,
    /// so both sides are measured against the same byte count whatever they write.
    var libraryThroughput: Double { Double(bytes) / result.library / 1e6 }
    var foundationThroughput: Double { Double(bytes) / result.foundation / 1e6 }
    /// Library throughput over Foundation's: above 1 the library is faster.
    var ratio: Double { result.foundation / result.library }
}

/// Formats rows and the notes that say how to read them.
struct ResultTable {
    var rows: [ResultRow]
    var plan: SamplingPlan

    static let headers = ["file", "size", "operation", "swift-json-model MB/s", "Foundation MB/s", "ratio"]
    /// Columns holding numbers, right-aligned so digits line up.
    private static let numericColumns: Set<Int> = [1, 3, 4, 5]

    private var cells: [[String]] {
        rows.map { row in
            [
                row.file,
                formatSize(row.bytes),
                row.operation.label,
                formatThroughput(row.libraryThroughput),
                formatThroughput(row.foundationThroughput),
                formatRatio(row.ratio),
            ]
        }
    }

    /// Columns padded to their widest cell, with a rule under the headers.
    func alignedText() -> String {
        let body = cells
        let widths = ResultTable.headers.indices.map { column in
            body.reduce(ResultTable.headers[column].count) { max($0, $1[column].count) }
        }
        func line(_ fields: [String]) -> String {
            fields.enumerated().map { column, field in
                let padding = String(repeating: " ", count: widths[column] - field.count)
                return ResultTable.numericColumns.contains(column) ? padding + field : field + padding
            }
            .joined(separator: "  ")
        }
        var lines = [line(ResultTable.headers), widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")]
        lines += body.map(line)
        lines.append("")
        lines += notes()
        return lines.joined(separator: "\n")
    }

    /// A GitHub-flavoured Markdown table, numbers right-aligned, followed by the notes as a list.
    func markdown() -> String {
        let alignment = ResultTable.headers.indices.map { ResultTable.numericColumns.contains($0) ? "---:" : "---" }
        var lines = [
            "| " + ResultTable.headers.joined(separator: " | ") + " |",
            "| " + alignment.joined(separator: " | ") + " |",
        ]
        lines += cells.map { "| " + $0.joined(separator: " | ") + " |" }
        lines.append("")
        lines += notes().map { "- " + $0 }
        return lines.joined(separator: "\n")
    }

    /// What the numbers mean; printed with every table so a pasted table does not lose it.
    private func notes() -> [String] {
        var notes = [
            "MB/s = input bytes (10^6) per second, median of \(plan.rounds) samples per side; "
                + "each sample lasts at least \(formatMilliseconds(plan.minimumSampleTime)); ratio = swift-json-model / Foundation.",
        ]
        // Only the operations in the table get a note, so a pasted table explains itself and nothing else.
        let operations = Operation.allCases.filter { operation in rows.contains { $0.operation == operation } }
        notes += operations.map(\.note)
        // A mean needs at least two files; operations measured on one file are left out.
        let means = operations.compactMap { operation -> String? in
            let ratios = rows.filter { $0.operation == operation }.map(\.ratio)
            guard ratios.count >= 2 else { return nil }
            return "\(operation.label) \(formatRatio(geometricMean(ratios)))"
        }
        if !means.isEmpty {
            notes.append("Geometric mean of the ratios: " + means.joined(separator: ", ") + ".")
        }
        return notes
    }
}

// MARK: - Number formatting

/// Decimal units, like the throughput: `2.25 MB`, `65.1 KB`.
func formatSize(_ bytes: Int) -> String {
    switch bytes {
    case 1_000_000...: String(format: "%.2f MB", Double(bytes) / 1e6)
    case 1_000...: String(format: "%.1f KB", Double(bytes) / 1e3)
    default: "\(bytes) B"
    }
}

/// Three significant figures or whole numbers: noise makes more digits meaningless.
func formatThroughput(_ megabytesPerSecond: Double) -> String {
    switch megabytesPerSecond {
    case 100...: String(format: "%.0f", megabytesPerSecond)
    case 10...: String(format: "%.1f", megabytesPerSecond)
    default: String(format: "%.2f", megabytesPerSecond)
    }
}

/// `12.3x`; below 1, two decimals, because 0.9x and 0.95x tell different stories.
func formatRatio(_ ratio: Double) -> String {
    ratio < 1 ? String(format: "%.2fx", ratio) : String(format: "%.1fx", ratio)
}

private func formatMilliseconds(_ seconds: Double) -> String {
    String(format: "%.0f ms", seconds * 1e3)
}

/// The mean for ratios: 2x faster and 2x slower average to 1x.
func geometricMean(_ values: [Double]) -> Double {
    guard !values.isEmpty else { return .nan }
    return exp(values.map { log($0) }.reduce(0, +) / Double(values.count))
}
