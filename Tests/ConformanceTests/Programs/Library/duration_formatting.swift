// Formats durations in seconds as clock strings and short human-readable text.
import Foundation

func clock(_ seconds: Int) -> String {
    let h = seconds / 3600
    let m = (seconds % 3600) / 60
    let s = seconds % 60
    return h > 0 ? String(format: "%d:%02d:%02d", h, m, s) : String(format: "%d:%02d", m, s)
}

func short(_ seconds: Int) -> String {
    if seconds < 60 { return "\(seconds)s" }
    if seconds < 3600 { return "\(seconds / 60)m \(seconds % 60)s" }
    let hours = Double(seconds) / 3600
    return String(format: "%.1fh", hours)
}

func relative(_ seconds: Int) -> String {
    switch seconds {
    case ..<5: return "just now"
    case ..<60: return "\(seconds) seconds ago"
    case ..<120: return "a minute ago"
    case ..<3600: return "\(seconds / 60) minutes ago"
    case ..<86_400: return "\(seconds / 3600) hours ago"
    default: return "\(seconds / 86_400) days ago"
    }
}

func main() {
    for s in [0, 5, 59, 60, 61, 599, 3599, 3600, 3661, 86399, 90061] {
        print(s, clock(s), short(s), relative(s))
    }
    let track = 245.7
    let elapsed = 61.2
    print(clock(Int(elapsed)), "/", clock(Int(track.rounded())), "remaining -\(clock(Int(track - elapsed)))")
    print(String(format: "%.0f%% played", elapsed / track * 100))
    let laps = [62.31, 59.87, 61.05]
    for (i, lap) in laps.enumerated() {
        let minutes = Int(lap) / 60
        let secs = lap - Double(minutes * 60)
        print(String(format: "Lap %d  %d:%05.2f", i + 1, minutes, secs))
    }
}
