// SCRATCH — not committed. Dumps a component's view tree: DUMP_GUIDE=path DUMP_COMPONENT=name
import DesignModel
import Foundation
import Interpreter
import SwiftCode
import Testing

@Suite struct ScratchDump {
    @Test func dump() throws {
        let env = ProcessInfo.processInfo.environment
        guard let path = env["DUMP_GUIDE"] else { return }
        let table = DeclarationTable(sources: swiftSources(ofGuide: path))
        let previewer = ComponentPreviewer(interpreter: Interpreter(table: table))
        for type in previewer.components where env["DUMP_COMPONENT"].flatMap({ $0.isEmpty ? nil : $0 }).map({ $0.split(separator: ",").contains(Substring(type.name)) || $0.split(separator: ",").contains(Substring(type.qualifiedName)) }) ?? true {
            let preview = previewer.preview(type, colorScheme: .light)
            print("=== \(type.qualifiedName)")
            for argument in preview.arguments { print("  arg \(argument.name): \(argument.type) = \(argument.display) [\(argument.source)]") }
            if let failure = preview.failure { print("  FAILED: \(failure.message) \(failure.location.map { "\($0)" } ?? "")") }
            for issue in preview.issues { print("  issue: \(issue.name) \(issue.kind)") }
            if let first = preview.variants.first { print(first.view.treeDump) }
        }
    }
}
