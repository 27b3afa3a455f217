import DesignModel

/// SwiftUI's control style types written as values
/// (`.pickerStyle(SegmentedPickerStyle())`, `CircularProgressViewStyle(tint: .white)`):
/// records of their arguments that the style modifiers read (`ControlStyles`,
/// and `ListModifiers` for the tab view and page index styles).
enum ControlStyleTypes {
    static let entries: [ViewEntry] = (ControlFamily.allCases.flatMap(\.styleTypeNames)
        + ["PageTabViewStyle", "DefaultTabViewStyle", "PageIndexViewStyle"]).map { name in
        ViewEntry(name, .style) { call in
            var fields: [String: Value] = [:]
            for argument in call.arguments { if let label = argument.label { fields[label] = argument.value } }
            return .record(Record(name, fields))
        }
    }
}
