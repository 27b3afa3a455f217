import CHarfBuzz
import DesignModel
import Foundation

/// Outlines of short text (SF's letter and number symbols: `g.circle`,
/// `1.square`, the "30" of `goforward.30`) from a font file, shaped and
/// drawn by HarfBuzz. Paths are in font units, y down, baseline at 0.
///
/// `@unchecked Sendable`: only used by `IconStore`, with its lock held.
final class TextOutliner: @unchecked Sendable {
    private let font: OpaquePointer

    init?(path: String) {
        guard let blob = hb_blob_create_from_file(path) else { return nil }
        defer { hb_blob_destroy(blob) }
        guard hb_blob_get_length(blob) > 0, let face = hb_face_create(blob, 0) else { return nil }
        defer { hb_face_destroy(face) }
        guard let font = hb_font_create(face) else { return nil }
        let upem = Int32(hb_face_get_upem(face))
        hb_font_set_scale(font, upem, upem)
        hb_ot_font_set_funcs(font)
        self.font = font
    }

    deinit {
        hb_font_destroy(font)
    }

    func outline(of text: String) -> PathData? {
        guard !text.isEmpty, let buffer = hb_buffer_create() else { return nil }
        defer { hb_buffer_destroy(buffer) }
        hb_buffer_add_utf8(buffer, text, -1, 0, -1)
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(font, buffer, nil, 0)
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count), let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return nil }
        let sink = OutlineSink()
        let unmanaged = Unmanaged.passUnretained(sink)
        var penX = 0.0
        for index in 0..<Int(count) {
            sink.origin = Point(x: penX + Double(positions[index].x_offset), y: Double(positions[index].y_offset))
            sitegen_hb_draw_glyph(font, infos[index].codepoint, Self.drawFuncs.pointer, unmanaged.toOpaque())
            penX += Double(positions[index].x_advance)
        }
        return sink.elements.isEmpty ? nil : PathData(sink.elements)
    }

    /// Collects HarfBuzz's drawing calls, flipping y to point down.
    private final class OutlineSink {
        var elements: [PathData.Element] = []
        var origin = Point(x: 0, y: 0)

        func point(_ x: Float, _ y: Float) -> Point { Point(x: origin.x + Double(x), y: -(origin.y + Double(y))) }

        static func from(_ data: UnsafeMutableRawPointer?) -> OutlineSink {
            Unmanaged<OutlineSink>.fromOpaque(data!).takeUnretainedValue()
        }
    }

    /// HarfBuzz draw callbacks, made once and frozen (immutable), so every thread can share them.
    private struct DrawFuncs: @unchecked Sendable { let pointer: OpaquePointer }

    private static let drawFuncs: DrawFuncs = {
        let funcs = hb_draw_funcs_create()!
        hb_draw_funcs_set_move_to_func(funcs, { _, data, _, x, y, _ in
            let sink = OutlineSink.from(data)
            sink.elements.append(.move(sink.point(x, y)))
        }, nil, nil)
        hb_draw_funcs_set_line_to_func(funcs, { _, data, _, x, y, _ in
            let sink = OutlineSink.from(data)
            sink.elements.append(.line(sink.point(x, y)))
        }, nil, nil)
        hb_draw_funcs_set_quadratic_to_func(funcs, { _, data, _, cx, cy, x, y, _ in
            let sink = OutlineSink.from(data)
            sink.elements.append(.quadCurve(to: sink.point(x, y), control: sink.point(cx, cy)))
        }, nil, nil)
        hb_draw_funcs_set_cubic_to_func(funcs, { _, data, _, c1x, c1y, c2x, c2y, x, y, _ in
            let sink = OutlineSink.from(data)
            sink.elements.append(.curve(to: sink.point(x, y), control1: sink.point(c1x, c1y), control2: sink.point(c2x, c2y)))
        }, nil, nil)
        hb_draw_funcs_set_close_path_func(funcs, { _, data, _, _ in
            OutlineSink.from(data).elements.append(.close)
        }, nil, nil)
        hb_draw_funcs_make_immutable(funcs)
        return DrawFuncs(pointer: funcs)
    }()
}
