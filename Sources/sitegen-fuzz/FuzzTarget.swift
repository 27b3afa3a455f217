// One input through the whole single-guide pipeline (SingleGuideBuild).
//
// `scripts/fuzz` builds this with `-sanitize=fuzzer,address` and the
// compilation condition SITEGEN_FUZZ: then it is a libFuzzer target and
// libFuzzer supplies `main`. A plain `swift build` makes it a replayer
// instead, `sitegen-fuzz FILE|DIR...`, to reproduce a finding without
// fuzzer runtimes: a crash or hang shows up as one under a debugger.
import Foundation
import Site

/// Bytes become a guide the way the loader reads one, except that invalid
/// UTF-8 is repaired (U+FFFD) rather than rejected: the real build skips
/// such a file with an error, but the rest of the pipeline must still be
/// exercised by the text around the bad bytes.
func buildGuide(_ bytes: UnsafeRawBufferPointer) -> SingleGuideBuild.Output {
    SingleGuideBuild.run(path: "fuzz/guide.md", markdown: String(decoding: bytes, as: UTF8.self))
}

/// Live markup in the output is a finding too, not only crashes: the
/// pages escape by construction, so no input may produce a script or frame
/// element, or a `javascript:` URL inside a tag (escaped text may say
/// `href="javascript:`; only a `<` before it, with no `>` between, is live).
func liveMarkup(in output: SingleGuideBuild.Output) -> String? {
    for (path, data) in output.files.sorted(by: { $0.key < $1.key }) where path.hasSuffix(".html") || path.hasSuffix(".svg") {
        let bytes = Array(String(decoding: data, as: UTF8.self).lowercased().utf8)
        for needle in ["<script", "<iframe", "<foreignobject", "href=\"javascript:", "href='javascript:"] {
            let pattern = Array(needle.utf8)
            var index = 0
            while let found = firstIndex(of: pattern, in: bytes, from: index) {
                let lastBracket = bytes[..<found].lastIndex { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") }
                if needle.hasPrefix("<") || lastBracket.map({ bytes[$0] == UInt8(ascii: "<") }) == true {
                    return "\(path) contains \(needle)"
                }
                index = found + 1
            }
        }
    }
    return nil
}

private func firstIndex(of pattern: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
    guard pattern.count <= bytes.count else { return nil }
    var index = start
    while index + pattern.count <= bytes.count {
        if bytes[index] == pattern[0] && bytes[index..<index + pattern.count].elementsEqual(pattern) { return index }
        index += 1
    }
    return nil
}

#if SITEGEN_FUZZ
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let output = buildGuide(UnsafeRawBufferPointer(start: data, count: size))
    if let problem = liveMarkup(in: output) { fatalError("live markup from input: \(problem)") }
    return 0
}
#else
@main
enum Replay {
    static func main() {
        let arguments = CommandLine.arguments.dropFirst()
        guard !arguments.isEmpty, !arguments.contains(where: { $0 == "-h" || $0 == "--help" }) else {
            print("usage: sitegen-fuzz FILE|DIR...  (runs each file through the single-guide pipeline)")
            exit(arguments.isEmpty ? 2 : 0)
        }
        var failed = false
        for path in files(arguments) {
            guard let data = FileManager.default.contents(atPath: path) else {
                FileHandle.standardError.write(Data("\(path): cannot read\n".utf8))
                failed = true
                continue
            }
            let started = Date()
            let output = data.withUnsafeBytes(buildGuide)
            let seconds = String(format: "%.2f", Date().timeIntervalSince(started))
            print("\(path): \(output.files.count) files, \(output.diagnostics.count) diagnostics, \(seconds) s")
            if let problem = liveMarkup(in: output) {
                print("\(path): live markup from input: \(problem)")
                failed = true
            }
        }
        exit(failed ? 1 : 0)
    }

    /// Files as given; folders contribute every regular file inside (not recursive).
    static func files(_ arguments: ArraySlice<String>) -> [String] {
        arguments.flatMap { path -> [String] in
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else { return [path] }
            let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            return names.sorted().map { "\(path)/\($0)" }
        }
    }
}
#endif
