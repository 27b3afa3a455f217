// The `sitegen` command: parse arguments, run the Site pipeline, print
// diagnostics as compilers do, exit with a status CI can gate on.
import Foundation
import LiveSite
import Site

/// `watch` and `serve` run until stopped: make sure Ctrl-C and `kill` reach
/// them even when the parent started them with those signals blocked.
func unblockStopSignals() {
    var signals = sigset_t()
    sigemptyset(&signals)
    for signal in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&signals, signal) }
    sigprocmask(SIG_UNBLOCK, &signals, nil)
}

/// Unbuffered, so each line of `watch` and `serve` is seen as it happens, even through a pipe.
func printNow(_ text: String) {
    FileHandle.standardOutput.write(Data((text + "\n").utf8))
}

func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}

// A worker started by a build (see GuideWorker); never a user's command.
if CommandLine.arguments.count > 1, CommandLine.arguments[1] == GuideWorker.command {
    GuideWorker.run(arguments: Array(CommandLine.arguments.dropFirst(2)))
}

do {
    switch try CommandLineOptions.parse(Array(CommandLine.arguments.dropFirst())) {
    case .help:
        print(CommandLineOptions.usage)
    case .version:
        print("sitegen \(SitegenVersion.current)")
    case .build(var options):
        // Each guide in a worker process: a crash costs that guide, not the build.
        options.isolation = WorkerConfiguration.commandLineIsolation()
        let result = SiteBuilder.build(options)
        for diagnostic in result.diagnostics {
            printError(diagnostic.description)
        }
        let errors = result.diagnostics.filter { $0.severity == .error }.count
        let warnings = result.diagnostics.filter { $0.severity == .warning }.count
        if result.wroteSite {
            func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
            let reused = result.guideCount - result.rebuiltGuides.count
            let cache = reused > 0 ? "; \(result.rebuiltGuides.count) rebuilt, \(reused) from the cache" : ""
            print("sitegen: built \(count(result.guideCount, "guide")) into \(options.output)/ (\(count(errors, "error")), \(count(warnings, "warning"))\(cache))")
        } else {
            printError("sitegen: nothing written; \(options.output)/ is unchanged")
        }
        exit(result.exitCode)
    case .watch(var options):
        unblockStopSignals()
        options.isolation = WorkerConfiguration.commandLineIsolation()
        let watcher = SiteWatcher(options: options)
        printNow("sitegen: watching \((options.inputs + [options.templates]).joined(separator: ", ")) (Ctrl-C to stop)")
        try watcher.run(report: RebuildPrinter.print)
    case .serve(var options, let serve):
        unblockStopSignals()
        options.isolation = WorkerConfiguration.commandLineIsolation()
        let live = try LiveServer(options: options, serve: serve)
        printNow("sitegen: serving \(options.output)/ at \(live.server.url) with live reload (Ctrl-C to stop)")
        try live.run(report: RebuildPrinter.print)
    }
} catch let error as CommandLineOptions.UsageError {
    printError(error.description)
    exit(2)
} catch {
    printError("sitegen: error: \(error)")
    exit(1)
}
