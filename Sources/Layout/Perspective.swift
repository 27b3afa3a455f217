import DesignModel
import Foundation

/// `rotation3DEffect` drawn as an affine transform: SVG has no perspective,
/// so the view is turned about the axis without foreshortening — a rotation
/// about the z axis is exact; about x or y the view is scaled by the cosine
/// of the angle across that axis (a card turning away gets narrower), which
/// is the perspective projection without its convergence.
enum Perspective {
    static func affineApproximation(degrees: Double, axis: Vector3, perspective: Double, anchor: Point, size: Size) -> Transform {
        var transform = Transform()
        transform.anchor = anchor
        let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        guard length > 0, degrees.isFinite else { return transform }
        let (x, y, z) = (axis.x / length, axis.y / length, axis.z / length)
        let angle = degrees * .pi / 180
        let cosine = cos(angle), sine = sin(angle)
        // Rodrigues' rotation matrix, keeping its 2×2 projection on the screen plane.
        let a = cosine + x * x * (1 - cosine)
        let b = y * x * (1 - cosine) + z * sine
        let c = x * y * (1 - cosine) - z * sine
        let d = cosine + y * y * (1 - cosine)
        transform.matrix = Transform.Matrix(a: a, b: b, c: c, d: d)
        return transform
    }
}
