import DesignModel
import Diagnostics
import Foundation
import Testing
@testable import Site

/// The parent↔worker protocol on its own: frames, the binary layout of a
/// guide's output, and the settings read from the environment.
@Suite struct WorkerProtocolTests {
    static let output = GuideOutput(
        source: "designs/ring.md",
        files: [
            "ring/index.html": Data("<main>ring — ✓</main>".utf8),
            "ring/components/Ring.svg": Data((0..<300_000).map { UInt8(truncatingIfNeeded: $0) }),
            "ring/tokens.css": Data(),
        ],
        card: IndexCard(slug: "ring", title: "Ring (iOS)", intro: "Rings, drawn.", canvas: .init(name: "canvas", hex: "#000000"),
                        brand: [.init(name: "move", hex: "#FA114F"), .init(name: "unknown", hex: nil)], colorCount: 12, fontCount: 3, failure: nil,
                        search: SearchTokens(colours: [.init(name: "move", hex: "FA114F", darkHex: nil), .init(name: "label", hex: "000000", darkHex: "FFFFFFCC")],
                                             fonts: ["ringTitle"])),
        components: [BuildReport.ComponentEntry(name: "Ring", line: 40, status: "partial", unsupported: ["blendMode", "haptics"], blockers: ["blendMode"],
                                                symbols: [.init(name: "heart.fill", uses: 2, icon: "heart-fill"), .init(name: "no.such", uses: 1, icon: nil)])],
        diagnostics: [.warning("component 'Ring': blendMode is not drawn", at: FileLocation(file: "designs/ring.md", line: 44, column: 9))]
    )

    static let messages: [WorkerMessage] = [
        .configure(shellPath: "templates/page.html", shellText: "<html>{{{content}}}</html>", guideSlugs: ["a", "ring"]),
        .job(GuideSource(path: "designs/ring.md", slug: "ring", text: "# Ring\n\n```swift\nstruct Ring: View {}\n```\n")),
        .job(GuideSource(path: "Kit", slug: "kit", text: "# Kit\n", sourceMap: SourceMap(guidePath: "Kit", segments: [
            .init(guideLine: 8, file: "Kit/Sources/Kit/Ring.swift", fileLine: 1, count: 12),
        ]), assetColors: AssetColors(catalog: ["Brand/Accent": ColorValue(light: RGBA(hex: 0xFF2D55), dark: RGBA(red: 1, green: 0.216, blue: 0.373))]))),
        .progress(.parsing),
        .progress(.drawingComponent("Ring")),
        .progress(.writingPages),
        .result(output),
        .result(GuideOutput(source: "x.md", files: [:], card: IndexCard(slug: "x", title: "x", intro: "", canvas: nil, brand: [],
                                                                       colorCount: 0, fontCount: 0, failure: "crashed"),
                            components: [], diagnostics: [])),
    ]

    @Test func framesCarryEveryMessageThroughAPipe() throws {
        var fds: [Int32] = [0, 0]
        try #require(pipe(&fds) == 0)
        defer { close(fds[0]) }
        // Written from another thread: the frames are larger than a pipe holds.
        let writer = Thread { [writeEnd = fds[1]] in
            for message in Self.messages { try? FrameSender.send(message, to: writeEnd) }
            close(writeEnd)
        }
        writer.start()
        var receiver = FrameReceiver(fd: fds[0])
        var received: [WorkerMessage] = []
        while let message = try receiver.receive() { received.append(message) }
        #expect(received == Self.messages)
    }

    @Test func frameLayoutIsKindLengthPayload() {
        let frame = WorkerMessage.progress(.drawingComponent("Ab")).frame()
        // kind 3 (progress), length 7 (stage 3 + 4-byte length + "Ab"), little-endian.
        #expect(Array(frame) == [3, 7, 0, 0, 0, 3, 2, 0, 0, 0, 0x41, 0x62])
    }

    @Test func damagedFramesAreErrorsNotCrashes() throws {
        let frame = WorkerMessage.result(Self.output).frame()
        let payload = frame.dropFirst(WorkerMessage.headerSize)
        #expect(throws: BinaryReader.Malformed.self) { try WorkerMessage(kind: 4, payload: Data(payload.dropLast(10))) }
        #expect(throws: BinaryReader.Malformed.self) { try WorkerMessage(kind: 9, payload: Data(payload)) }
        #expect(throws: BinaryReader.Malformed.self) { try WorkerMessage(kind: 3, payload: Data([3, 255, 255, 255, 255])) }
        #expect(throws: BinaryReader.Malformed.self) { try WorkerMessage(kind: 3, payload: Data([1, 0])) }

        // A pipe that closes inside a frame is reported as such.
        var fds: [Int32] = [0, 0]
        try #require(pipe(&fds) == 0)
        defer { close(fds[0]) }
        frame.prefix(1000).withUnsafeBytes { _ = write(fds[1], $0.baseAddress!, $0.count) }
        close(fds[1])
        var receiver = FrameReceiver(fd: fds[0])
        #expect(throws: FrameReceiver.Failure.self) { try receiver.receive() }
    }

    @Test func faultInjectionRulesAreReadFromTheEnvironment() {
        let faults = FaultInjection(environment: [FaultInjection.variable: "trap:whoop.md:RecoveryRing,hang:strong.md,nonsense,exit:"])
        #expect(faults.rules.map(\.fault) == [.trap, .hang])
        #expect(faults.rules.map(\.guideFile) == ["whoop.md", "strong.md"])
        #expect(faults.rules.map(\.component) == ["RecoveryRing", nil])
        #expect(FaultInjection(environment: [:]).rules.isEmpty)
    }

    @Test func theCommandUsesWorkersWithLimitsFromTheEnvironment() {
        #expect(WorkerConfiguration.commandLineIsolation(environment: [:]) == .workerProcesses(WorkerConfiguration()))
        #expect(WorkerConfiguration().executable == "/proc/self/exe")
        #expect(WorkerConfiguration().guideTimeLimit == 120)
        #expect(WorkerConfiguration.commandLineIsolation(environment: ["SITEGEN_WORKERS": "0"]) == .inProcess)
        let configured = WorkerConfiguration.commandLineIsolation(environment: [
            "SITEGEN_WORKERS": "3", "SITEGEN_GUIDE_TIME_LIMIT": "2.5", "SITEGEN_WORKER_MEMORY_LIMIT_MB": "300",
        ])
        #expect(configured == .workerProcesses(WorkerConfiguration(workerCount: 3, guideTimeLimit: 2.5, memoryLimitBytes: 300 << 20)))
    }

    @Test func failureMessagesSayWhatFailedWhere() {
        var failure = WorkerFailure(cause: .crashed(signal: SIGSEGV), stage: .drawingComponent("RingView"), printed: "")
        #expect(failure.message(guideFile: "rings.md")
            == "sitegen crashed (signal 11, SIGSEGV) while drawing component 'RingView' of rings.md; the rest of the site was built")
        failure = WorkerFailure(cause: .crashed(signal: SIGILL), stage: .parsing,
                                printed: "noise\nSite/Thing.swift:12: Fatal error: Index out of range\n")
        #expect(failure.message(guideFile: "a.md")
            == "sitegen crashed (signal 4, SIGILL) while parsing a.md: Fatal error: Index out of range; the rest of the site was built")
        failure = WorkerFailure(cause: .timedOut(seconds: 120), stage: .evaluatingTokens, printed: "")
        #expect(failure.message(guideFile: "a.md")
            == "sitegen did not finish within 120 s (stopped while evaluating the tokens of a.md); the rest of the site was built")
        failure = WorkerFailure(cause: .exited(status: 3), stage: nil, printed: "")
        #expect(failure.message(guideFile: "a.md") == "sitegen's worker exited with status 3 while starting on a.md; the rest of the site was built")
    }
}
