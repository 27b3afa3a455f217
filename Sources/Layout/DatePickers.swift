import DesignModel

/// `DatePicker` in iOS 17's compact look (the default): the label leading
/// and, trailing, one `tertiarySystemFill` rounded pill per part shown —
/// the date ("Jan 1, 2024") and the time ("9:41 AM"), in en_US, UTC — with
/// the text in the label colour (iOS tints it only while the pill is open).
/// The graphical and wheel styles are drawn compact too (the interpreter
/// notes them as not drawn).
enum DatePickers {
    static func view(_ picker: DatePickerNode, in context: LayoutContext) -> ViewNode {
        var pills: [ViewNode] = []
        if picker.showsDate || !picker.showsTime { pills.append(pill(DateText.date(picker.date))) }
        if picker.showsTime { pills.append(pill(DateText.time(picker.date))) }
        let control = pills.count == 1 ? pills[0] : .hstack(spacing: 6, pills)
        return .controlRow(label: picker.label, control: control, labelsHidden: context.controls.labelsHidden)
    }

    static func pill(_ text: String) -> ViewNode {
        ViewNode.text(text)
            .font(.system(17, textStyle: "body"))
            .foregroundStyle(.hierarchical(level: 0))
            .lineLimit(1)
            .padding(EdgeInsets(top: 6, leading: 11, bottom: 6, trailing: 11))
            .background(.fill(.roundedRectangle(cornerRadius: 6, style: .continuous), .color(ControlColors.tertiaryFill)))
    }
}

/// Dates as en_US shows them, in UTC, from seconds since 2001-01-01.
enum DateText {
    static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// The calendar date and time of day: (year, month 1...12, day, seconds into the day).
    static func components(_ referenceSeconds: Double) -> (year: Int, month: Int, day: Int, seconds: Int) {
        let unix = (referenceSeconds.isFinite ? referenceSeconds : 0) + 978_307_200
        let days = Int((unix / 86_400).rounded(.down))
        let seconds = Int(unix - Double(days) * 86_400)
        // Days since 1970-01-01 to a proleptic Gregorian date (H. Hinnant's civil_from_days).
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day, min(max(seconds, 0), 86_399))
    }

    /// "Jan 1, 2024".
    static func date(_ referenceSeconds: Double) -> String {
        let parts = components(referenceSeconds)
        return "\(months[parts.month - 1]) \(parts.day), \(parts.year)"
    }

    /// "9:41 AM".
    static func time(_ referenceSeconds: Double) -> String {
        let seconds = components(referenceSeconds).seconds
        let hour = seconds / 3600, minute = seconds / 60 % 60
        let twelve = hour % 12 == 0 ? 12 : hour % 12
        return "\(twelve):\(minute < 10 ? "0" : "")\(minute) \(hour < 12 ? "AM" : "PM")"
    }
}
