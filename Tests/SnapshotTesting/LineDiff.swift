/// A unified line diff, for readable snapshot failures.
public enum LineDiff {
    enum Edit: Equatable {
        case same(String), removed(String), added(String)
    }

    /// `-` lines are the stored snapshot, `+` lines what the test produced,
    /// with `context` unchanged lines around each change. Empty when equal.
    public static func unified(expected: String, actual: String, context: Int = 3) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let edits = diff(old, new)
        guard edits.contains(where: { if case .same = $0 { return false } else { return true } }) else { return "" }

        // Group edits into hunks with `context` lines of margin.
        var output: [String] = []
        var index = 0
        var oldLine = 1, newLine = 1
        var positions: [(old: Int, new: Int)] = []
        for edit in edits {
            positions.append((oldLine, newLine))
            switch edit {
            case .same: oldLine += 1; newLine += 1
            case .removed: oldLine += 1
            case .added: newLine += 1
            }
        }
        while index < edits.count {
            guard let changeStart = edits[index...].firstIndex(where: { if case .same = $0 { return false } else { return true } }) else { break }
            let hunkStart = max(changeStart - context, index)
            var hunkEnd = changeStart
            var sameRun = 0
            var cursor = changeStart
            while cursor < edits.count {
                if case .same = edits[cursor] {
                    sameRun += 1
                    if sameRun > context * 2 { break }
                } else {
                    sameRun = 0
                    hunkEnd = cursor
                }
                cursor += 1
            }
            let end = min(hunkEnd + context, edits.count - 1)
            let slice = edits[hunkStart...end]
            let oldCount = slice.filter { if case .added = $0 { return false } else { return true } }.count
            let newCount = slice.filter { if case .removed = $0 { return false } else { return true } }.count
            output.append("@@ -\(positions[hunkStart].old),\(oldCount) +\(positions[hunkStart].new),\(newCount) @@")
            for edit in slice {
                switch edit {
                case .same(let line): output.append(" " + line)
                case .removed(let line): output.append("-" + line)
                case .added(let line): output.append("+" + line)
                }
            }
            index = end + 1
        }
        return output.joined(separator: "\n")
    }

    /// Longest-common-subsequence diff over lines, after trimming the common
    /// prefix and suffix (snapshots usually differ in a few places).
    static func diff(_ old: [String], _ new: [String]) -> [Edit] {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
              old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        let a = Array(old[prefix..<(old.count - suffix)])
        let b = Array(new[prefix..<(new.count - suffix)])

        // lengths[i][j]: LCS length of a[i...] and b[j...].
        var lengths = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lengths[i][j] = a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var edits = old[..<prefix].map(Edit.same)
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                edits.append(.same(a[i])); i += 1; j += 1
            } else if i < a.count, j == b.count || lengths[i + 1][j] >= lengths[i][j + 1] {
                // Removals first, so a changed line reads "-old" then "+new".
                edits.append(.removed(a[i])); i += 1
            } else {
                edits.append(.added(b[j])); j += 1
            }
        }
        edits += old[(old.count - suffix)...].map(Edit.same)
        return edits
    }
}
