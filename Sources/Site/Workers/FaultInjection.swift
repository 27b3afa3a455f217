import Foundation

/// Deliberate failures in worker processes, so tests can prove a crash, a
/// hang or a runaway allocation costs one guide and not the build. Read
/// from the environment by workers only; a build in this process ignores it.
///
///     SITEGEN_FAULT_INJECTION=<fault>:<guide file name>[:<component>][,...]
///
/// The fault happens when the worker starts that guide, or, with a
/// component, when it starts drawing that component:
///
/// - `trap`: `fatalError` (what a failed precondition or a bad index does);
/// - `hang`: sleeps forever (for the per-guide time limit);
/// - `exit`: exits with status 3 without answering;
/// - `allocate`: allocates and touches memory until the worker's memory
///   limit stops it;
/// - `print`: writes a line to stdout and one to stderr and carries on
///   (what a library that prints does; it must not disturb the protocol).
///
/// `SITEGEN_FAULT_INJECTION=trap:whoop.md:RecoveryRing` crashes the
/// worker as it draws WHOOP's RecoveryRing.
struct FaultInjection {
    static let variable = "SITEGEN_FAULT_INJECTION"

    enum Fault: String {
        case trap, hang, exit, allocate, print
    }

    struct Rule {
        var fault: Fault
        var guideFile: String
        var component: String?
    }

    var rules: [Rule]

    init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        rules = (environment[Self.variable] ?? "").split(separator: ",").compactMap { entry in
            let parts = entry.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
            guard parts.count == 2 || parts.count == 3, let fault = Fault(rawValue: parts[0]), !parts[1].isEmpty else { return nil }
            return Rule(fault: fault, guideFile: parts[1], component: parts.count == 3 ? parts[2] : nil)
        }
    }

    /// Called as the worker starts each stage of a guide.
    func check(_ stage: GuideStage, guideFile: String) {
        for rule in rules where rule.guideFile == guideFile {
            switch (stage, rule.component) {
            case (.parsing, nil):
                Self.happen(rule.fault, what: guideFile)
            case (.drawingComponent(let name), let component?) where name == component:
                Self.happen(rule.fault, what: "\(guideFile):\(name)")
            default:
                continue
            }
        }
    }

    private static func happen(_ fault: Fault, what: String) {
        switch fault {
        case .trap:
            fatalError("fault injected at \(what) (\(variable))")
        case .hang:
            while true { sleep(3600) }
        case .exit:
            Foundation.exit(3)
        case .allocate:
            var hoard: [[UInt8]] = []
            while true { hoard.append([UInt8](repeating: 1, count: 64 << 20)) }
        case .print:
            Swift.print("fault injected at \(what): printing to stdout")
            fflush(nil) // all streams: stdout is a pipe here, so fully buffered
            FileHandle.standardError.write(Data("fault injected at \(what): printing to stderr\n".utf8))
        }
    }
}
