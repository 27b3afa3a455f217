#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// The fds a worker talks to its parent on. Dedicated, so that nothing a
/// library prints to stdout or stderr can be taken for a frame.
enum WorkerChannel {
    static let jobsFD: Int32 = 3
    static let repliesFD: Int32 = 4
}

/// `sitegen __worker`: the process side of worker isolation. Builds the
/// guides its parent sends, one at a time, through the same
/// `GuidePipeline` as an in-process build, announcing each stage first.
public enum GuideWorker {
    /// The hidden subcommand; not in `--help`, as only sitegen starts it.
    public static let command = "__worker"
    static let memoryLimitFlag = "--memory-limit"

    /// Runs the worker loop until the parent closes the job pipe.
    public static func run(arguments: [String]) -> Never {
        if let index = arguments.firstIndex(of: memoryLimitFlag), index + 1 < arguments.count, let bytes = Int(arguments[index + 1]) {
            limit(Int32(RLIMIT_AS.rawValue), to: rlim_t(bytes))
        }
        // No core files from a crashed worker: the parent reports the crash.
        limit(Int32(RLIMIT_CORE.rawValue), to: 0)
        // A parent that went away is a write error here, not a signal.
        signal(SIGPIPE, SIG_IGN)

        exitWhenParentIsGone()

        var jobs = FrameReceiver(fd: WorkerChannel.jobsFD)
        do {
            guard case .configure(let shellPath, let shellText, let guideSlugs)? = try jobs.receive() else { exit(2) }
            let shell = try PageShell(shellText, path: shellPath)
            let pipeline = GuidePipeline(settings: GuideBuildSettings(shell: shell, guideSlugs: Set(guideSlugs)))
            let faults = FaultInjection()
            while let message = try jobs.receive() {
                guard case .job(let source) = message else { exit(2) }
                let output = pipeline.output(source) { stage in
                    reply(.progress(stage))
                    faults.check(stage, guideFile: source.fileName)
                }
                reply(.result(output))
            }
            exit(0)
        } catch {
            // Damaged frames: say so where the parent captures our output.
            FileHandle.standardError.write(Data("sitegen worker: \(error)\n".utf8))
            exit(2)
        }
    }

    /// A worker stuck in a guide must not outlive a parent that was
    /// interrupted: the job pipe hangs up when the parent's end closes
    /// (the parent only closes it when it has nothing more to ask).
    private static func exitWhenParentIsGone() {
        Thread.detachNewThread {
            var hangUp = pollfd(fd: WorkerChannel.jobsFD, events: 0, revents: 0)
            while poll(&hangUp, 1, -1) < 0 && errno == EINTR {}
            // No fd 3 at all (started by hand): the main loop says so.
            if hangUp.revents & Int16(POLLNVAL) == 0 { _exit(0) }
        }
    }

    /// Sends a frame; if the parent is gone there is nobody to build for.
    private static func reply(_ message: WorkerMessage) {
        do {
            try FrameSender.send(message, to: WorkerChannel.repliesFD)
        } catch {
            exit(0)
        }
    }

    private static func limit(_ resource: Int32, to value: rlim_t) {
        var limit = rlimit(rlim_cur: value, rlim_max: value)
        _ = withUnsafePointer(to: &limit) { setrlimit(resource, $0) }
    }
}
