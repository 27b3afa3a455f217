import Foundation

/// Where each guide is built.
public enum GuideIsolation: Equatable, Sendable {
    /// In this process, on every core: for unit tests, and as the fallback
    /// when no worker can be started. A crash here ends the build.
    case inProcess
    /// In worker processes (`sitegen __worker`), so a crash, a hang or a
    /// runaway allocation costs one guide, never the build.
    case workerProcesses(WorkerConfiguration)
}

/// How workers are started and bounded.
public struct WorkerConfiguration: Equatable, Sendable {
    /// A guide that takes longer than this is stopped (SIGKILL) and
    /// reported; the slowest corpus guide takes well under a second.
    public static let guideTimeLimit: Double = 120
    /// Each worker's address space (RLIMIT_AS), 2 GiB. Building any guide
    /// of the corpus, a worker peaks near 120 MB of address space (most of
    /// it the Swift host libraries and fonts); past this limit a runaway
    /// allocation fails inside the worker instead of taking the machine's
    /// memory.
    public static let memoryLimitBytes = 2 << 30

    /// The sitegen executable to start as a worker. `/proc/self/exe` is
    /// the running sitegen itself, whatever its path, even if the file was
    /// replaced since it started.
    public var executable: String
    /// How many workers; nil for one per core. Never more than guides.
    public var workerCount: Int?
    /// Seconds one guide may take.
    public var guideTimeLimit: Double
    public var memoryLimitBytes: Int

    public init(executable: String = "/proc/self/exe", workerCount: Int? = nil,
                guideTimeLimit: Double = Self.guideTimeLimit, memoryLimitBytes: Int = Self.memoryLimitBytes) {
        self.executable = executable
        self.workerCount = workerCount
        self.guideTimeLimit = guideTimeLimit
        self.memoryLimitBytes = memoryLimitBytes
    }

    /// The isolation the `sitegen` command uses: workers, with limits the
    /// environment may change (for tests and for debugging):
    ///
    /// - `SITEGEN_WORKERS=N`: N workers; `0` builds in process (a crash then
    ///   shows its backtrace, but ends the build);
    /// - `SITEGEN_GUIDE_TIME_LIMIT=SECONDS`: the per-guide wall-clock limit;
    /// - `SITEGEN_WORKER_MEMORY_LIMIT_MB=MB`: each worker's address space.
    public static func commandLineIsolation(environment: [String: String] = ProcessInfo.processInfo.environment) -> GuideIsolation {
        var configuration = WorkerConfiguration()
        if let workers = environment["SITEGEN_WORKERS"].flatMap({ Int($0) }), workers >= 0 {
            if workers == 0 { return .inProcess }
            configuration.workerCount = workers
        }
        if let seconds = environment["SITEGEN_GUIDE_TIME_LIMIT"].flatMap({ Double($0) }), seconds > 0 {
            configuration.guideTimeLimit = seconds
        }
        if let megabytes = environment["SITEGEN_WORKER_MEMORY_LIMIT_MB"].flatMap({ Int($0) }), megabytes > 0 {
            configuration.memoryLimitBytes = megabytes << 20
        }
        return .workerProcesses(configuration)
    }
}
