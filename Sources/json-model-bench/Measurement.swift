// Timing: calibrated samples of one operation, taken alternately for the library and Foundation.

import Dispatch

/// One side of a comparison: a name for progress messages and the work to time.
///
/// `run` returns a number derived from its result (an element count, a byte count). The caller
/// adds these into a checksum that is printed at the end, so the optimizer cannot prove the
/// result unused and drop the work.
struct Contender {
    var name: String
    var run: () -> Int
}

/// Medians of one operation on one file, in seconds per run of the operation.
struct ComparisonResult {
    var library: Double
    var foundation: Double
}

/// How long samples last and how many are taken.
struct SamplingPlan {
    /// Samples per side; the median is reported.
    var rounds: Int
    /// A sample repeats the operation until it has run at least this long, in seconds, so that
    /// timer resolution and one-off hiccups are small next to the work measured.
    var minimumSampleTime: Double

    static func standard(rounds: Int) -> SamplingPlan {
        SamplingPlan(rounds: rounds, minimumSampleTime: 0.020)
    }

    static func quick(rounds: Int) -> SamplingPlan {
        SamplingPlan(rounds: rounds, minimumSampleTime: 0.002)
    }
}

/// Times contenders with one clock and accumulates the checksum of everything they returned.
struct Stopwatch {
    let plan: SamplingPlan
    /// Sum of every value the contenders returned; printed at the end so no work is dead.
    private(set) var checksum = 0

    init(plan: SamplingPlan) {
        self.plan = plan
    }

    /// Calibrates both sides, then takes `plan.rounds` samples of each, alternating.
    ///
    /// Each side gets its own repetition count, because the two can differ tenfold in speed and
    /// both samples should last about `minimumSampleTime`. Within a round the two sides run back
    /// to back, and the one that goes first swaps every round, so a slow stretch of a shared
    /// machine or a warm cache left by the other side does not always favour the same one.
    mutating func compare(_ library: Contender, _ foundation: Contender) -> ComparisonResult {
        let libraryRepetitions = calibrate(library)
        let foundationRepetitions = calibrate(foundation)
        var librarySamples: [Double] = []
        var foundationSamples: [Double] = []
        librarySamples.reserveCapacity(plan.rounds)
        foundationSamples.reserveCapacity(plan.rounds)

        for round in 0 ..< plan.rounds {
            if round.isMultiple(of: 2) {
                librarySamples.append(sample(library, repetitions: libraryRepetitions))
                foundationSamples.append(sample(foundation, repetitions: foundationRepetitions))
            } else {
                foundationSamples.append(sample(foundation, repetitions: foundationRepetitions))
                librarySamples.append(sample(library, repetitions: libraryRepetitions))
            }
        }
        return ComparisonResult(library: median(librarySamples), foundation: median(foundationSamples))
    }

    /// The number of repetitions that makes one sample last at least `minimumSampleTime`.
    ///
    /// Runs the operation in growing batches; these runs also warm caches, the allocator and
    /// lazily initialised state before any sample counts.
    private mutating func calibrate(_ contender: Contender) -> Int {
        let minimum = plan.minimumSampleTime
        var repetitions = 1
        while true {
            let elapsed = time(contender, repetitions: repetitions)
            if elapsed >= minimum { return repetitions }
            // Aim 10% past the minimum from the rate just seen, but grow at least twofold (the
            // first, cold run overstates the cost) and at most a hundredfold (a timer reading of
            // nearly zero would otherwise ask for an absurd count).
            let perRun = max(elapsed / Double(repetitions), 1e-9)
            let wanted = Int((minimum * 1.1 / perRun).rounded(.up))
            repetitions = min(max(wanted, repetitions * 2), repetitions * 100)
        }
    }

    /// One sample: seconds per run, averaged over `repetitions` runs.
    private mutating func sample(_ contender: Contender, repetitions: Int) -> Double {
        time(contender, repetitions: repetitions) / Double(repetitions)
    }

    /// Seconds taken by `repetitions` back-to-back runs.
    private mutating func time(_ contender: Contender, repetitions: Int) -> Double {
        var sum = 0
        let start = monotonicSeconds()
        for _ in 0 ..< repetitions {
            sum &+= contender.run()
        }
        let elapsed = monotonicSeconds() - start
        checksum &+= sum
        return elapsed
    }
}

/// Seconds on a monotonic clock (Dispatch's, on every platform: `ContinuousClock` needs macOS 13
/// and the package runs from macOS 12).
func monotonicSeconds() -> Double {
    Double(DispatchTime.now().uptimeNanoseconds) * 1e-9
}

/// The middle value; for an even count, the mean of the two middle values.
func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    let middle = sorted.count / 2
    return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
}
