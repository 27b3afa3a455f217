// CGSize helpers for images: aspectRatio, aspect-fit and aspect-fill scaling into a container, with degenerate sizes handled.
import SwiftUI

extension CGSize {
    var aspectRatio: CGFloat { height == 0 ? 0 : width / height }

    func scaled(by factor: CGFloat) -> CGSize { CGSize(width: width * factor, height: height * factor) }

    func aspectFit(in container: CGSize) -> CGSize {
        guard width > 0, height > 0 else { return .zero }
        return scaled(by: min(container.width / width, container.height / height))
    }

    func aspectFill(in container: CGSize) -> CGSize {
        guard width > 0, height > 0 else { return .zero }
        return scaled(by: max(container.width / width, container.height / height))
    }

    static func * (lhs: CGSize, rhs: CGFloat) -> CGSize { lhs.scaled(by: rhs) }
}

enum Orientation { case portrait, landscape, square }

func orientation(_ s: CGSize) -> Orientation {
    s.aspectRatio > 1 ? .landscape : (s.aspectRatio < 1 ? .portrait : .square)
}

func s(_ size: CGSize) -> String { "\(size.width)x\(size.height)" }

func main() {
    let container = CGSize(width: 300, height: 200)
    let images = [CGSize(width: 1920, height: 1080), CGSize(width: 600, height: 900), CGSize(width: 512, height: 512), CGSize(width: 0, height: 10), CGSize(width: 10, height: 0)]
    for image in images {
        let fit = image.aspectFit(in: container), fill = image.aspectFill(in: container)
        print(s(image), "ratio", (image.aspectRatio * 1000).rounded() / 1000, orientation(image), "fit", s(fit), "fill", s(fill))
    }
    print("scaled", s(CGSize(width: 3, height: 4) * 2.5))
    print("zero", s(.zero), CGSize.zero == CGSize(width: 0, height: 0))
    let thumbs = [CGSize(width: 40, height: 30), CGSize(width: 30, height: 40)]
    let widest = thumbs.max { $0.aspectRatio < $1.aspectRatio }!
    print("widest", s(widest))
    _ = Image("photo").resizable().frame(width: images[0].aspectFit(in: container).width, height: images[0].aspectFit(in: container).height)
}
