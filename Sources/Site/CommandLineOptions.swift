/// What `sitegen` was asked to do.
public enum SitegenCommand: Equatable, Sendable {
    case build(BuildOptions)
    case help
    case version
}

/// Parses `sitegen`'s arguments. Small on purpose: a handful of flags do
/// not need an argument-parsing library.
public enum CommandLineOptions {
    public struct UsageError: Error, Equatable, CustomStringConvertible {
        public var message: String
        public var description: String { "sitegen: error: \(message)\n\n\(CommandLineOptions.usage)" }
    }

    public static let usage = """
        USAGE: sitegen [build] [--input PATH]... [--output DIR] [--templates DIR]

        Builds a static style guide from SwiftUI design guides (markdown).

        OPTIONS:
          --input PATH      A folder of guides (*.md) or a guide file; repeatable.
                            Default: site/designs
          --output DIR      Where the site is written. Default: public
          --templates DIR   Page shell and assets. Default: templates
          --help, -h        Show this help.
          --version         Show the version.

        Exit status: 0 when the site was built (warnings allowed), 1 when a
        guide or template has errors, 2 for a usage error.
        """

    public static func parse(_ arguments: [String]) throws(UsageError) -> SitegenCommand {
        var options = BuildOptions()
        var inputs: [String] = []
        var index = 0

        func value(for flag: String) throws(UsageError) -> String {
            index += 1
            guard index < arguments.count, !arguments[index].hasPrefix("--") else {
                throw UsageError(message: "\(flag) needs a value")
            }
            return arguments[index]
        }

        if arguments.first == "build" { index = 1 }
        while index < arguments.count {
            let argument = arguments[index]
            // --flag=value is accepted too.
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                let flag = String(argument[..<equals])
                let flagValue = String(argument[argument.index(after: equals)...])
                try apply(flag, flagValue, to: &options, inputs: &inputs)
                index += 1
                continue
            }
            switch argument {
            case "--help", "-h":
                return .help
            case "--version":
                return .version
            case "--input", "--output", "--templates":
                try apply(argument, try value(for: argument), to: &options, inputs: &inputs)
            default:
                if argument.hasPrefix("-") {
                    throw UsageError(message: "unknown option '\(argument)'")
                }
                throw UsageError(message: "unexpected argument '\(argument)' (inputs are given with --input)")
            }
            index += 1
        }
        if !inputs.isEmpty { options.inputs = inputs }
        return .build(options)
    }

    private static func apply(_ flag: String, _ value: String, to options: inout BuildOptions, inputs: inout [String]) throws(UsageError) {
        guard !value.isEmpty else { throw UsageError(message: "\(flag) needs a value") }
        switch flag {
        case "--input": inputs.append(value)
        case "--output": options.output = value
        case "--templates": options.templates = value
        default: throw UsageError(message: "unknown option '\(flag)'")
        }
    }
}
