import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// How a child process ended, with what the hostile suite bounds: time and
/// peak memory.
struct ProcessOutcome: Sendable {
    enum Ending: Sendable, Equatable {
        case exited(Int32)
        case signalled(Int32)
        /// Killed by us: it ran past the time limit or over the memory limit.
        case timedOut, overMemory
    }

    var ending: Ending
    var seconds: Double
    /// Peak resident set size in bytes, polled from /proc: the child's own
    /// high-water mark (VmHWM) or, if larger, the most its whole process
    /// group (workers included) held at once. Not `wait4`'s ru_maxrss: a
    /// spawned child inherits the spawning test process's figure.
    var peakBytes: Int
    var stdout: String
    var stderr: String
}

/// Runs an executable in its own process group with stdout and stderr going
/// to files (no pipe can fill up and stall it), polling until it ends, the
/// time limit passes or the group's memory passes the limit; then the whole
/// group is killed, so worker processes die with it.
func runBounded(_ executable: String, _ arguments: [String], in folder: URL,
                seconds limit: Double, memoryLimit: Int) async throws -> ProcessOutcome {
    let stdoutPath = folder.appendingPathComponent("stdout.txt").path
    let stderrPath = folder.appendingPathComponent("stderr.txt").path

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, stdoutPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(&actions, 2, stderrPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
    posix_spawnattr_setpgroup(&attributes, 0)

    // A crash prints Swift's backtrace (the stack top goes into the failure
    // message) without waiting for a terminal.
    var environment = ProcessInfo.processInfo.environment
    environment["SWIFT_BACKTRACE"] = "enable=yes,interactive=no,color=no"
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { (argv + envp).forEach { free($0) } }

    var pid: pid_t = 0
    let started = Date()
    let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
    guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EPERM) }

    var status: Int32 = 0
    var killedFor: ProcessOutcome.Ending?
    var peak = 0
    while true {
        let waited = waitpid(pid, &status, WNOHANG)
        if waited == pid { break }
        if waited < 0 && errno != EINTR { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .ECHILD) }
        peak = max(peak, highWaterMark(of: pid), residentBytes(ofGroup: pid))
        if killedFor == nil {
            if Date().timeIntervalSince(started) > limit { killedFor = .timedOut }
            else if peak > memoryLimit { killedFor = .overMemory }
            if killedFor != nil { kill(-pid, SIGKILL) }
        }
        try? await Task.sleep(nanoseconds: 50_000_000)
    }
    kill(-pid, SIGKILL) // stray workers, if the child left any behind
    let seconds = Date().timeIntervalSince(started)

    let signal = status & 0x7f
    let ending: ProcessOutcome.Ending = killedFor ?? (signal == 0 ? .exited((status >> 8) & 0xff) : .signalled(signal))
    func read(_ path: String) -> String {
        String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
    }
    return ProcessOutcome(ending: ending, seconds: seconds,
                          peakBytes: peak,
                          stdout: read(stdoutPath), stderr: read(stderrPath))
}

/// A process's peak resident memory so far (VmHWM), while it runs.
private func highWaterMark(of pid: pid_t) -> Int {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
          let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
          let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "") else { return 0 }
    return kilobytes * 1024
}

/// The summed resident memory of every process in a process group, from /proc.
private func residentBytes(ofGroup group: pid_t) -> Int {
    let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
    var total = 0
    for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] where entry.first?.isNumber == true {
        guard let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { continue }
        // After "pid (comm)": state ppid pgrp ... with rss the 22nd field.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 21, Int32(fields[2]) == group, let pages = Int(fields[21]) else { continue }
        total += pages * pageSize
    }
    return total
}

/// At most `count` children at a time: the cases run in parallel, but two
/// cores do not get fifty builds at once (each one's time limit starts when
/// it is spawned, not while it waits here).
actor ProcessSlots {
    private var free: Int
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(_ count: Int) { free = count }

    func acquire() async {
        if free > 0 { free -= 1; return }
        await withCheckedContinuation { waiting.append($0) }
    }

    func release() {
        if waiting.isEmpty { free += 1 } else { waiting.removeFirst().resume() }
    }
}

extension ProcessOutcome.Ending: CustomStringConvertible {
    var description: String {
        switch self {
        case .exited(let code): "exited with status \(code)"
        case .signalled(let signal): "killed by signal \(signal) (\(String(cString: strsignal(signal))))"
        case .timedOut: "still running at the time limit (killed: a hang)"
        case .overMemory: "over the memory limit (killed)"
        }
    }
}
