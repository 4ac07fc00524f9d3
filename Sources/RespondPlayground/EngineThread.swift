import Foundation
import RespondCore
import RespondLua
#if canImport(Glibc)
import Glibc
#endif

/// The one thread the playground's engine and its Lua runtime live on.
///
/// RespondCore and RespondLua are single-threaded (release builds count
/// references non-atomically), so the session is made on this thread and never
/// leaves it: the server hands it jobs (closures holding only Sendable values)
/// and gets back strings. Between jobs the thread does the session's
/// housekeeping: the clock following real time while a finger is down, the
/// script's file watched for changes, an exercise's check re-run.
///
/// A watchdog interrupts a job that runs too long (an endless loop typed in the
/// page), through the runtime's `interrupt()`, which only sets a flag. In a
/// page's worker process (`PlaygroundWorker`) it also reports to the server: a
/// heartbeat every second, and a job still running `stuckGrace` seconds after
/// its interrupt (a C function that never returns to Lua: `string.rep`, a
/// pattern, a blocking read), which the server answers by ending the worker.
/// There each job also runs under a CPU-time limit the kernel enforces
/// (`RLIMIT_CPU`, set before each job), should both threads be wedged.
final class EngineThread: @unchecked Sendable {
    typealias Job = @Sendable (PlaygroundSession) -> Void

    private let condition = NSCondition()
    private var jobs: [Job] = []
    /// Guarded by `condition`: when the running job started, and whom to interrupt.
    private var jobStarted: Double?
    private var interruptTarget: Unmanaged<LuaRuntime>?
    private var interrupted = false
    private var stuckReported = false
    let timeLimit: Double
    /// How long past the interrupt a job may go on before it is reported stuck.
    static let stuckGrace = 3.0
    /// Reports to the server (worker processes only): `H` heartbeat, `S` stuck.
    private let report: (@Sendable (UInt8, String) -> Void)?

    init(configuration: PlaygroundConfiguration, report: (@Sendable (UInt8, String) -> Void)? = nil,
         sink: @escaping @Sendable (String, Int?) -> Void) {
        timeLimit = configuration.timeLimit
        self.report = report
        let thread = Thread { [self] in self.main(configuration, sink) }
        thread.name = "respond-lua engine"
        thread.stackSize = 16 << 20
        thread.start()
        let watchdog = Thread { [self] in self.watch() }
        watchdog.name = "respond-lua watchdog"
        watchdog.start()
    }

    /// Queues a job; jobs run one at a time, in the order queued.
    func submit(_ job: @escaping Job) {
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    /// Runs a job and waits for its result.
    func perform<T: Sendable>(_ job: @escaping @Sendable (PlaygroundSession) -> T) async -> T {
        await withCheckedContinuation { continuation in
            submit { session in continuation.resume(returning: job(session)) }
        }
    }

    /// Runs a job and blocks the calling thread until it is done (start-up only).
    func performBlocking<T: Sendable>(_ job: @escaping @Sendable (PlaygroundSession) -> T) -> T {
        let done = DispatchSemaphore(value: 0)
        let box = ResultBox<T>()
        submit { session in
            box.value = job(session)
            done.signal()
        }
        done.wait()
        return box.value!
    }

    /// The session names the runtime the watchdog may interrupt (on the engine thread).
    func setInterruptTarget(_ runtime: LuaRuntime?) {
        condition.lock()
        interruptTarget = runtime.map { Unmanaged.passUnretained($0) }
        condition.unlock()
    }

    /// Whether the watchdog interrupted the running job.
    var wasInterrupted: Bool {
        condition.lock()
        defer { condition.unlock() }
        return interrupted
    }

    static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    private func main(_ configuration: PlaygroundConfiguration, _ sink: @escaping @Sendable (String, Int?) -> Void) {
        serve(makeSession(configuration, sink))
    }

    // The session's making and each turn of its loop are functions of their
    // own, never inlined, and so is each turn of the watchdog's: Swift 6.3's
    // optimizer can stall on an endless loop with a body inlined into it (its
    // loop-invariant code motion ran for over an hour on this file's loops in
    // a release build; a 20-line loop of the same shape reproduces it: issue
    // 30). `PlaygroundSession.housekeeping` is never inlined for the same reason.

    /// The first load (the script, or the exercise's set-up) is a job like any
    /// other: the watchdog watches it.
    @inline(never)
    private func makeSession(_ configuration: PlaygroundConfiguration,
                             _ sink: @escaping @Sendable (String, Int?) -> Void) -> PlaygroundSession {
        var made: PlaygroundSession?
        run { made = PlaygroundSession(configuration: configuration, thread: self, sink: sink) }
        return made!
    }

    /// Jobs as they come, housekeeping between them, for ever.
    private func serve(_ session: PlaygroundSession) -> Never {
        while true { turn(session) }
    }

    /// Waits for jobs (or the next housekeeping), runs them, then the housekeeping.
    @inline(never)
    private func turn(_ session: PlaygroundSession) {
        condition.lock()
        while jobs.isEmpty {
            let wait = session.secondsUntilHousekeeping(now: Self.now())
            if wait <= 0 { break }
            _ = condition.wait(until: Date(timeIntervalSinceNow: wait))
        }
        let batch = jobs
        jobs.removeAll()
        condition.unlock()
        for job in batch { run { job(session) } }
        condition.lock()
        let more = !jobs.isEmpty
        condition.unlock()
        run { session.housekeeping(now: Self.now(), busy: more) }
    }

    private func run(_ body: () -> Void) {
        if report != nil { limitCPUTime() }
        condition.lock()
        jobStarted = Self.now()
        interrupted = false
        stuckReported = false
        condition.unlock()
        body()
        condition.lock()
        jobStarted = nil
        condition.unlock()
    }

    /// The job may use the CPU for the time limit, the grace and two seconds
    /// more, past what the process has used so far; then the kernel ends it
    /// (SIGXCPU), and the server tells the page.
    private func limitCPUTime() {
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        let used = Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
            + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
        var limit = rlimit()
        getrlimit(__rlimit_resource_t(RLIMIT_CPU.rawValue), &limit)
        let wanted = rlim_t((used + timeLimit + Self.stuckGrace + 2).rounded(.up))
        if wanted > limit.rlim_max { return }
        limit.rlim_cur = wanted
        setrlimit(__rlimit_resource_t(RLIMIT_CPU.rawValue), &limit)
    }

    private func watch() -> Never {
        var lastBeat = 0.0
        while true { watchTurn(lastBeat: &lastBeat) }
    }

    /// One look of the watchdog, every 0.1 s (a function of its own, never
    /// inlined: see `serve`).
    @inline(never)
    private func watchTurn(lastBeat: inout Double) {
        usleep(100_000)
        let now = Self.now()
        var stuckFor: Double?
        condition.lock()
        if let started = jobStarted, now - started > timeLimit, !interrupted, let target = interruptTarget {
            interrupted = true
            // No reference counting here: the runtime belongs to the engine
            // thread, which cannot let go of it while this lock is held.
            target._withUnsafeGuaranteedRef { $0.interrupt() }
        }
        if let started = jobStarted, now - started > timeLimit + Self.stuckGrace, !stuckReported {
            stuckReported = true
            stuckFor = now - started
        }
        condition.unlock()
        guard let report else { return }
        if let stuckFor { report(UInt8(ascii: "S"), "\(Int(stuckFor)) \(formatNumber(timeLimit))") }
        if now - lastBeat >= 1 {
            lastBeat = now
            report(UInt8(ascii: "H"), "")
        }
    }
}

private final class ResultBox<T>: @unchecked Sendable {
    var value: T?
}
