import Diagnostics
import Foundation

/// Builds guides in worker processes, one per core: each worker is dealt
/// the next guide as soon as it is free, and outputs are kept in input
/// order, so the site's bytes do not depend on which worker was faster.
///
/// A worker that dies, hangs past the time limit or breaks the protocol
/// costs the guide it was building: that guide gets a failure page and an
/// error, a new worker takes the next guide. If no worker can be started
/// at all, guides are built in this process instead (with a warning).
struct WorkerPool {
    let configuration: WorkerConfiguration
    let settings: GuideBuildSettings

    /// What `keep` makes of every guide's output, in the sources' order,
    /// and the pool's own diagnostics (a warning when it had to build in
    /// process). `keep` runs as each guide is done, on the thread that
    /// received it, so a build need not hold every guide's files at once.
    func build<Kept: Sendable>(_ sources: [GuideSource], keep: @escaping @Sendable (Int, GuideOutput) -> Kept)
        -> (outputs: [Kept], diagnostics: [Diagnostic]) {
        guard !sources.isEmpty else { return ([], []) }
        // A worker that died must be a failed write to its pipe, not a
        // SIGPIPE that ends sitegen.
        signal(SIGPIPE, SIG_IGN)
        let workers = min(max(configuration.workerCount ?? ProcessInfo.processInfo.activeProcessorCount, 1), sources.count)
        let board = JobBoard<Kept>(sources: sources)
        for _ in 0..<workers {
            let slot = WorkerSlot(configuration: configuration, settings: settings, board: board, keep: keep)
            Thread.detachNewThread { slot.run() }
        }
        return board.waitForAll()
    }
}

/// The guides of a build and their outputs, shared by the slots.
/// `@unchecked Sendable`: its mutable state is only touched with `lock` held.
private final class JobBoard<Kept>: @unchecked Sendable {
    let sources: [GuideSource]
    private let lock = NSCondition()
    private var next = 0
    private var outputs: [Kept?]
    private var finished = 0
    private var fallbackReason: String?

    init(sources: [GuideSource]) {
        self.sources = sources
        outputs = Array(repeating: nil, count: sources.count)
    }

    /// The index of the next guide nobody has taken, if any.
    func take() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < sources.count else { return nil }
        defer { next += 1 }
        return next
    }

    func record(_ output: Kept, at index: Int) {
        lock.lock()
        outputs[index] = output
        finished += 1
        lock.broadcast()
        lock.unlock()
    }

    func noteFallback(_ reason: String) {
        lock.lock()
        if fallbackReason == nil { fallbackReason = reason }
        lock.unlock()
    }

    func waitForAll() -> (outputs: [Kept], diagnostics: [Diagnostic]) {
        lock.lock()
        defer { lock.unlock() }
        while finished < sources.count { lock.wait() }
        let diagnostics = fallbackReason.map { reason in
            [Diagnostic.warning("could not start a worker process (\(reason)); guides were built inside sitegen itself, where a crash ends the build",
                                at: FileLocation(file: "sitegen", line: 0, column: 0))]
        } ?? []
        return (outputs.map { $0! }, diagnostics)
    }
}

/// One worker's loop, on its own thread: take a guide, have the worker
/// build it, record the output or the failure, replace a worker that failed.
/// `@unchecked Sendable`: handed to its thread once; only that thread uses it after.
private final class WorkerSlot<Kept>: @unchecked Sendable {
    let configuration: WorkerConfiguration
    let settings: GuideBuildSettings
    let board: JobBoard<Kept>
    let keep: @Sendable (Int, GuideOutput) -> Kept
    private var worker: WorkerProcess?
    /// Set once starting a worker failed: the slot then builds in process.
    private var cannotStartWorkers = false

    init(configuration: WorkerConfiguration, settings: GuideBuildSettings, board: JobBoard<Kept>,
         keep: @escaping @Sendable (Int, GuideOutput) -> Kept) {
        self.configuration = configuration
        self.settings = settings
        self.board = board
        self.keep = keep
    }

    func run() {
        while let index = board.take() {
            board.record(keep(index, build(board.sources[index])), at: index)
        }
        worker?.finish()
    }

    private func build(_ source: GuideSource) -> GuideOutput {
        // A worker that died while idle cannot take the job: start another once.
        attempts: for attempt in 1...2 where !cannotStartWorkers {
            do {
                let worker = try self.worker ?? startWorker()
                self.worker = worker
                try worker.send(.job(source))
                switch worker.awaitResult(timeLimit: configuration.guideTimeLimit) {
                case .built(let output):
                    return output
                case .failed(var failure):
                    self.worker = nil
                    failure.memoryLimitBytes = configuration.memoryLimitBytes
                    return .failed(source, failure, shell: settings.shell)
                }
            } catch let error as WorkerProcess.SpawnError {
                board.noteFallback(error.description)
                cannotStartWorkers = true
                break attempts
            } catch {
                worker?.stop()
                worker = nil
                if attempt == 2 { board.noteFallback("a new worker could not take a guide: \(error)") }
            }
        }
        // The fallback: no isolation, but the guide is still built.
        return GuidePipeline(settings: settings).output(source)
    }

    private func startWorker() throws -> WorkerProcess {
        try WorkerProcess.start(configuration, settings: .configure(
            shellPath: settings.shell.path, shellText: settings.shell.text, guideSlugs: settings.guideSlugs.sorted()))
    }
}
