import DesignModel
import Diagnostics
import Foundation

/// What the parent and a worker say to each other, one frame at a time.
///
/// A frame is a 1-byte kind, a 4-byte little-endian payload length, then
/// the payload (`BinaryWriter`'s layout). The parent sends `configure` once,
/// then one `job` at a time; the worker answers each job with `progress`
/// frames, one before every stage and component it starts, and one
/// `result`. Closing the job pipe tells the worker to exit.
///
/// The frames travel over dedicated pipes (the worker's fd 3 in, fd 4
/// out), never stdout or stderr, so nothing a library prints can be
/// mistaken for a reply.
enum WorkerMessage: Equatable, Sendable {
    case configure(shellPath: String, shellText: String, guideSlugs: [String])
    case job(GuideSource)
    case progress(GuideStage)
    case result(GuideOutput)

    static let headerSize = 5

    private enum Kind: UInt8 {
        case configure = 1, job, progress, result
    }

    private var kind: Kind {
        switch self {
        case .configure: .configure
        case .job: .job
        case .progress: .progress
        case .result: .result
        }
    }

    /// The whole frame, header included, encoded into one buffer.
    func frame() -> Data {
        var writer = BinaryWriter(reservingCapacity: 4096)
        writer.write(kind.rawValue)
        writer.write(UInt32(0)) // the payload's length, known once it is written
        switch self {
        case .configure(let shellPath, let shellText, let guideSlugs):
            writer.write(shellPath)
            writer.write(shellText)
            writer.write(guideSlugs) { $0.write($1) }
        case .job(let source):
            writer.write(source.path)
            writer.write(source.slug)
            writer.write(source.text)
            writer.write(source.sourceMap) { writer, map in
                writer.write(map.guidePath)
                writer.write(map.segments) { writer, segment in
                    writer.write(segment.guideLine)
                    writer.write(segment.file)
                    writer.write(segment.fileLine)
                    writer.write(segment.count)
                }
            }
            let colors: [(name: String, color: ColorValue)] = source.assetColors.catalog.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
            writer.write(colors) { (writer: inout BinaryWriter, entry: (name: String, color: ColorValue)) in
                writer.write(entry.name)
                for color in [entry.color.light, entry.color.dark ?? entry.color.light] {
                    for component in [color.red, color.green, color.blue, color.alpha] { writer.write(component) }
                }
            }
        case .progress(let stage):
            stage.write(to: &writer)
        case .result(let output):
            output.write(to: &writer)
        }
        let length = writer.data.count - Self.headerSize
        precondition(length <= Int(UInt32.max), "a frame of \(length) bytes is too large")
        writer.patch(UInt32(length), at: 1)
        return writer.data
    }

    /// Decodes a frame's payload.
    init(kind: UInt8, payload: Data) throws {
        var reader = BinaryReader(payload)
        switch Kind(rawValue: kind) {
        case .configure:
            self = .configure(shellPath: try reader.readString(), shellText: try reader.readString(),
                              guideSlugs: try reader.readArray { try $0.readString() })
        case .job:
            let (path, slug, text) = (try reader.readString(), try reader.readString(), try reader.readString())
            let map = try reader.readOptional { reader in
                SourceMap(guidePath: try reader.readString(), segments: try reader.readArray { reader in
                    SourceMap.Segment(guideLine: try reader.readInt(), file: try reader.readString(), fileLine: try reader.readInt(), count: try reader.readInt())
                })
            }
            let colors = try reader.readArray { reader -> (String, ColorValue) in
                let name = try reader.readString()
                func rgba() throws -> RGBA {
                    RGBA(red: try reader.readDouble(), green: try reader.readDouble(), blue: try reader.readDouble(), alpha: try reader.readDouble())
                }
                return (name, ColorValue(light: try rgba(), dark: try rgba()))
            }
            self = .job(GuideSource(path: path, slug: slug, text: text, sourceMap: map,
                                    assetColors: AssetColors(catalog: Dictionary(colors, uniquingKeysWith: { first, _ in first }))))
        case .progress:
            self = .progress(try GuideStage(from: &reader))
        case .result:
            self = .result(try GuideOutput(from: &reader))
        case nil:
            throw BinaryReader.Malformed(description: "unknown frame kind \(kind)")
        }
        guard reader.isAtEnd else { throw BinaryReader.Malformed(description: "frame has bytes after its message") }
    }
}

extension GuideStage {
    func write(to writer: inout BinaryWriter) {
        switch self {
        case .parsing: writer.write(UInt8(0))
        case .evaluatingTokens: writer.write(UInt8(1))
        case .checkingClaims: writer.write(UInt8(2))
        case .drawingComponent(let name): writer.write(UInt8(3)); writer.write(name)
        case .writingPages: writer.write(UInt8(4))
        }
    }

    init(from reader: inout BinaryReader) throws {
        switch try reader.readByte() {
        case 0: self = .parsing
        case 1: self = .evaluatingTokens
        case 2: self = .checkingClaims
        case 3: self = .drawingComponent(try reader.readString())
        case 4: self = .writingPages
        case let other: throw BinaryReader.Malformed(description: "unknown stage \(other)")
        }
    }
}

extension GuideOutput {
    func write(to writer: inout BinaryWriter) {
        writer.write(source)
        writer.write(files.sorted { $0.key < $1.key }) { writer, file in
            writer.write(file.key)
            writer.write(file.value)
        }
        card.write(to: &writer)
        writer.write(components) { writer, component in
            writer.write(component.name)
            writer.write(component.line)
            writer.write(component.status)
            writer.write(component.unsupported) { $0.write($1) }
            writer.write(component.blockers) { $0.write($1) }
            writer.write(component.symbols) { writer, symbol in
                writer.write(symbol.name)
                writer.write(symbol.uses)
                writer.write(symbol.icon) { $0.write($1) }
            }
            writer.write(component.picture) { writer, picture in
                writer.write(picture.file)
                writer.write(picture.width)
                writer.write(picture.height)
            }
        }
        writer.write(diagnostics) { $0.write($1) }
        writer.write(fontCharacters) { $0.write(UInt32($1)) }
    }

    init(from reader: inout BinaryReader) throws {
        let source = try reader.readString()
        let files = try reader.readArray { reader in (try reader.readString(), try reader.readData()) }
        let card = try IndexCard(from: &reader)
        let components = try reader.readArray { reader in
            BuildReport.ComponentEntry(name: try reader.readString(), line: try reader.readInt(), status: try reader.readString(),
                                       unsupported: try reader.readArray { try $0.readString() }, blockers: try reader.readArray { try $0.readString() },
                                       symbols: try reader.readArray { reader in
                                           BuildReport.SymbolUse(name: try reader.readString(), uses: try reader.readInt(),
                                                                 icon: try reader.readOptional { try $0.readString() })
                                       },
                                       picture: try reader.readOptional { reader in
                                           BuildReport.ComponentEntry.Picture(file: try reader.readString(), width: try reader.readDouble(),
                                                                              height: try reader.readDouble())
                                       })
        }
        let diagnostics = try reader.readArray { try $0.readDiagnostic() }
        let fontCharacters = try reader.readArray { try $0.readUInt32() }
        self.init(source: source, files: Dictionary(files, uniquingKeysWith: { _, last in last }), card: card,
                  components: components, diagnostics: diagnostics, fontCharacters: fontCharacters)
    }
}

extension BinaryWriter {
    mutating func write(_ diagnostic: Diagnostic) {
        write(diagnostic.location.file)
        write(diagnostic.location.line)
        write(diagnostic.location.column)
        write(diagnostic.severity.rawValue)
        write(diagnostic.message)
    }
}

extension BinaryReader {
    mutating func readDiagnostic() throws -> Diagnostic {
        let location = FileLocation(file: try readString(), line: try readInt(), column: try readInt())
        let severityName = try readString()
        guard let severity = Diagnostic.Severity(rawValue: severityName) else {
            throw BinaryReader.Malformed(description: "unknown severity '\(severityName)'")
        }
        return Diagnostic(severity, try readString(), at: location)
    }
}

extension IndexCard {
    func write(to writer: inout BinaryWriter) {
        func swatch(_ writer: inout BinaryWriter, _ swatch: Swatch) {
            writer.write(swatch.name)
            writer.write(swatch.hex) { $0.write($1) }
        }
        writer.write(slug)
        writer.write(title)
        writer.write(intro)
        writer.write(canvas, swatch)
        writer.write(brand, swatch)
        writer.write(colorCount)
        writer.write(fontCount)
        writer.write(failure) { $0.write($1) }
        writer.write(search.colours) { writer, colour in
            writer.write(colour.name)
            writer.write(colour.hex)
            writer.write(colour.darkHex) { $0.write($1) }
        }
        writer.write(search.fonts) { $0.write($1) }
    }

    init(from reader: inout BinaryReader) throws {
        func swatch(_ reader: inout BinaryReader) throws -> Swatch {
            Swatch(name: try reader.readString(), hex: try reader.readOptional { try $0.readString() })
        }
        self.init(slug: try reader.readString(), title: try reader.readString(), intro: try reader.readString(),
                  canvas: try reader.readOptional(swatch), brand: try reader.readArray(swatch),
                  colorCount: try reader.readInt(), fontCount: try reader.readInt(),
                  failure: try reader.readOptional { try $0.readString() },
                  search: SearchTokens(colours: try reader.readArray { reader in
                      SearchTokens.Colour(name: try reader.readString(), hex: try reader.readString(),
                                          darkHex: try reader.readOptional { try $0.readString() })
                  }, fonts: try reader.readArray { try $0.readString() }))
    }
}
