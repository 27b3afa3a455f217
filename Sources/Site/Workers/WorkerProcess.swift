#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// One running worker, seen from the parent: a `sitegen __worker` child
/// reading jobs on its fd 3 and answering on its fd 4. Its stdout and
/// stderr share a third pipe, never the protocol's: what arrives there
/// during a guide is passed on to sitegen's stderr once the guide is
/// built, and a crash quotes the runtime's message from it.
final class WorkerProcess {
    let pid: pid_t
    private let jobs: Int32
    private var replies: FrameReceiver
    private var output: Int32?
    private var pipesOpen = true
    /// The wait status, once the worker was reaped.
    private var exitStatus: Int32?
    /// What the worker printed during the current guide (its end, past 1 MiB).
    private var printed = Data()
    private var droppedBytes = 0
    private static let printedLimit = 1 << 20
    /// A crashed worker's output is a raw stack trace, and the diagnostic
    /// already quotes its message; it is passed on only to someone who
    /// asked for backtraces.
    private static let passesOnCrashOutput = ProcessInfo.processInfo.environment["SWIFT_BACKTRACE"] != nil

    /// What became of a job.
    enum Reply {
        case built(GuideOutput)
        case failed(WorkerFailure)
    }

    struct SpawnError: Error, CustomStringConvertible {
        var description: String
    }

    private init(pid: pid_t, jobs: Int32, replies: Int32, output: Int32) {
        self.pid = pid
        self.jobs = jobs
        self.replies = FrameReceiver(fd: replies)
        self.output = output
    }

    /// Held from creating a worker's pipes until it is spawned (see `Pipe`).
    private static let spawnLock = NSLock()

    /// Starts `executable __worker` with the protocol pipes on fds 3 and 4
    /// and hands it the build's settings.
    static func start(_ configuration: WorkerConfiguration, settings: WorkerMessage) throws -> WorkerProcess {
        spawnLock.lock()
        let spawned: (pid: pid_t, jobs: Int32, replies: Int32, output: Int32)
        do {
            defer { spawnLock.unlock() }
            spawned = try spawn(configuration)
        }
        let worker = WorkerProcess(pid: spawned.pid, jobs: spawned.jobs, replies: spawned.replies, output: spawned.output)
        do {
            try worker.send(settings)
        } catch {
            worker.stop()
            throw SpawnError(description: "\(configuration.executable) did not start as a worker: \(error)")
        }
        return worker
    }

    private static func spawn(_ configuration: WorkerConfiguration) throws -> (pid: pid_t, jobs: Int32, replies: Int32, output: Int32) {
        let jobPipe = try Pipe.make(), replyPipe = try Pipe.make(), outputPipe = try Pipe.make()
        // Bigger reply pipe, fewer wake-ups for a guide's megabytes (best effort).
        _ = fcntl(replyPipe.read, 1031 /* F_SETPIPE_SZ */, 1 << 20)

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, outputPipe.write, 1)
        posix_spawn_file_actions_adddup2(&actions, outputPipe.write, 2)
        posix_spawn_file_actions_adddup2(&actions, jobPipe.read, WorkerChannel.jobsFD)
        posix_spawn_file_actions_adddup2(&actions, replyPipe.write, WorkerChannel.repliesFD)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))

        let arguments = ["sitegen", GuideWorker.command, GuideWorker.memoryLimitFlag, String(configuration.memoryLimitBytes)]
        var environment = ProcessInfo.processInfo.environment
        // The runtime's backtracer spends seconds symbolicating a crash, and
        // the diagnostic already says where the worker was; it runs when
        // asked for (SWIFT_BACKTRACE=enable=yes), and its output is passed on.
        if environment["SWIFT_BACKTRACE"] == nil { environment["SWIFT_BACKTRACE"] = "enable=no" }
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }

        var pid: pid_t = 0
        let status = posix_spawn(&pid, configuration.executable, &actions, &attributes, argv, envp)
        close(jobPipe.read)
        close(replyPipe.write)
        close(outputPipe.write)
        guard status == 0 else {
            [jobPipe.write, replyPipe.read, outputPipe.read].forEach { close($0) }
            throw SpawnError(description: "cannot start \(configuration.executable): \(String(cString: strerror(status)))")
        }
        return (pid, jobPipe.write, replyPipe.read, outputPipe.read)
    }

    func send(_ message: WorkerMessage) throws {
        try FrameSender.send(message, to: jobs)
    }

    /// Waits for the worker's answer to the job just sent, listening to its
    /// progress and its output until then. A worker that dies, breaks the
    /// protocol or passes `timeLimit` seconds is gone afterwards (killed and reaped).
    func awaitResult(timeLimit: Double) -> Reply {
        printed.removeAll()
        droppedBytes = 0
        let reply = receiveReply(timeLimit: timeLimit)
        switch reply {
        case .built: passOnPrinted()
        case .failed: if Self.passesOnCrashOutput { passOnPrinted() }
        }
        return reply
    }

    private func receiveReply(timeLimit: Double) -> Reply {
        let deadline = ContinuousClock.now + .milliseconds(Int64(timeLimit * 1000))
        var stage: GuideStage?
        while true {
            let remaining = ContinuousClock.now.duration(to: deadline)
            guard remaining > .zero else {
                stop()
                return .failed(WorkerFailure(cause: .timedOut(seconds: timeLimit), stage: stage, printed: printedText))
            }
            var fds = [pollfd(fd: replies.fd, events: Int16(POLLIN), revents: 0)]
            if let output { fds.append(pollfd(fd: output, events: Int16(POLLIN), revents: 0)) }
            let milliseconds = Int32(clamping: max(1, remaining.components.seconds * 1000 + remaining.components.attoseconds / 1_000_000_000_000_000))
            let ready = poll(&fds, nfds_t(fds.count), milliseconds)
            if ready < 0 && errno == EINTR { continue }
            if fds.count > 1, fds[1].revents != 0 { readOutput() }
            guard fds[0].revents != 0 else { continue }
            do {
                switch try replies.readOnce() {
                case .incomplete:
                    continue
                case .frame(.progress(let next)):
                    stage = next
                case .frame(.result(let output)):
                    return .built(output)
                case .frame(let other):
                    stop()
                    return .failed(WorkerFailure(cause: .brokenProtocol("unexpected \(other.kindName) frame"), stage: stage, printed: printedText))
                case .endOfFile:
                    return .failed(WorkerFailure(cause: ended(), stage: stage, printed: printedText))
                }
            } catch {
                // A frame cut short is a worker dying mid-write; anything else is damage.
                if error is FrameReceiver.Failure {
                    return .failed(WorkerFailure(cause: ended(), stage: stage, printed: printedText))
                }
                stop()
                return .failed(WorkerFailure(cause: .brokenProtocol("\(error)"), stage: stage, printed: printedText))
            }
        }
    }

    /// Tells an idle worker to exit (its job pipe closes) and waits for it.
    func finish() {
        closePipes()
        if exitStatus == nil { exitStatus = Self.wait(for: pid) }
    }

    /// Kills the worker (SIGKILL) and reaps it.
    func stop() {
        if exitStatus == nil { kill(pid, SIGKILL) }
        finish()
    }

    private func closePipes() {
        guard pipesOpen else { return }
        pipesOpen = false
        close(jobs)
        close(replies.fd)
        if let output { close(output) }
        output = nil
    }

    /// How the worker ended, once its reply pipe closed. Its last words are
    /// read first: they are what the runtime printed as it died.
    private func ended() -> WorkerFailure.Cause {
        if let fd = output {
            var fds = [pollfd(fd: fd, events: Int16(POLLIN), revents: 0)]
            let start = ContinuousClock.now
            while output != nil, ContinuousClock.now - start < .seconds(5), poll(&fds, 1, 1000) > 0 {
                readOutput()
            }
        }
        closePipes()
        // The reply pipe closes when the worker exits; a worker that closed
        // it and lives on is not trusted with another guide.
        exitStatus = Self.wait(for: pid, noLongerThan: .seconds(5))
        if exitStatus == nil {
            kill(pid, SIGKILL)
            exitStatus = Self.wait(for: pid)
        }
        guard let status = exitStatus else { return .exited(status: -1) }
        let signal = status & 0x7f
        return signal == 0 ? .exited(status: (status >> 8) & 0xff) : .crashed(signal: signal)
    }

    private func readOutput() {
        guard let fd = output else { return }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = read(fd, &buffer, buffer.count)
        if count <= 0 {
            if count < 0 && errno == EINTR { return }
            close(fd)
            output = nil
            return
        }
        printed.append(contentsOf: buffer[..<count])
        if printed.count > Self.printedLimit {
            droppedBytes += printed.count - Self.printedLimit
            printed.removeFirst(printed.count - Self.printedLimit)
        }
    }

    /// Passes what the worker printed during the guide on to sitegen's
    /// stderr, as an in-process build would have printed it.
    private func passOnPrinted() {
        var text = droppedBytes > 0 ? "(sitegen: the first \(droppedBytes) bytes a worker printed for this guide were dropped)\n" : ""
        text += printedText
        guard !text.isEmpty else { return }
        FileHandle.standardError.write(Data(text.utf8))
    }

    private var printedText: String { String(decoding: printed, as: UTF8.self) }

    /// The process's wait status; nil if it did not end in time.
    private static func wait(for pid: pid_t, noLongerThan limit: Duration? = nil) -> Int32? {
        var status: Int32 = 0
        guard let limit else {
            while waitpid(pid, &status, 0) < 0 {
                if errno != EINTR { return nil }
            }
            return status
        }
        let start = ContinuousClock.now
        var pause: UInt32 = 200
        while ContinuousClock.now - start < limit {
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid { return status }
            if result < 0 && errno != EINTR { return nil }
            usleep(pause)
            pause = min(pause * 2, 50_000)
        }
        return nil
    }
}

/// A pipe whose ends close on exec and sit above the fds a worker's
/// file actions assign, so the dup2 onto 0...4 never meets itself.
/// Make them under `WorkerProcess.spawnLock`: until both ends are
/// close-on-exec, a worker started by another thread would inherit them
/// and hold the pipe open after this worker died.
private struct Pipe {
    var read: Int32
    var write: Int32

    static func make() throws -> Pipe {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else {
            throw WorkerProcess.SpawnError(description: "cannot create a pipe: \(String(cString: strerror(errno)))")
        }
        return Pipe(read: try raise(fds[0]), write: try raise(fds[1]))
    }

    private static func raise(_ fd: Int32) throws -> Int32 {
        let moved = fcntl(fd, F_DUPFD_CLOEXEC, 10)
        close(fd)
        guard moved >= 0 else { throw WorkerProcess.SpawnError(description: "cannot move a pipe: \(String(cString: strerror(errno)))") }
        return moved
    }
}

extension WorkerMessage {
    var kindName: String {
        switch self {
        case .configure: "configure"
        case .job: "job"
        case .progress: "progress"
        case .result: "result"
        }
    }
}
