/// The bounds sitegen keeps every guide inside. sitegen runs code it did
/// not write: each number, count, depth and size that comes from a guide is
/// checked against one of these where it enters the engine, so no input can
/// trap, hang or exhaust the process. README's "Limits" section lists them.
public enum Limits {
    // MARK: Numbers that reach the model (DesignModel, layout, SVG)

    /// Lengths in points (frames, paddings, offsets, radii, stroke widths,
    /// path coordinates) stay within ±this.
    public static let length = 1_000_000.0
    /// Font sizes in points.
    public static let fontSize: ClosedRange<Double> = 1...1_000
    /// Multipliers (scale, brightness, contrast, saturation) stay within ±this.
    public static let factor = 10_000.0
    /// Angles in degrees stay within ±this.
    public static let angleDegrees = 1_000_000.0
    /// Colour components (sRGB, extended range allowed) stay within ±this.
    public static let colorComponent = 1_000.0

    // MARK: Evaluation of a guide's Swift

    /// Expression and statement steps one evaluation may take (a component,
    /// a token): an endless loop ends with a diagnostic.
    public static let evaluationSteps = 2_000_000
    /// Nested calls, computed properties, view bodies and expressions.
    public static let evaluationDepth = 1_000
    /// Elements of one array, range walk or sequence the interpreter builds.
    public static let collectionCount = 100_000
    /// Steps of one lazy chain (`items.lazy.map { ... }.filter { ... }`):
    /// walking it takes a native call per step.
    public static let lazySteps = 64
    /// Characters of one string the interpreter builds.
    public static let stringLength = 1_000_000
    /// SwiftUI views and modifiers one component may create.
    public static let viewsPerComponent = 50_000

    // MARK: Layout, drawing and pages

    /// Nesting of views laid out; deeper content is drawn as a placeholder.
    public static let viewDepth = 400
    /// Nesting of markdown blocks and inlines; deeper content is flattened.
    public static let markdownNesting = 100

    /// The stack each guide is built on: far more than the depths above
    /// need, even in a debug build, so the limits trip before the stack does.
    public static let guideStackBytes = 512 << 20
}
