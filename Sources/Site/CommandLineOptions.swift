/// What `sitegen` was asked to do.
public enum SitegenCommand: Equatable, Sendable {
    case build(BuildOptions)
    /// Build, then rebuild on every save of a guide or template.
    case watch(BuildOptions)
    /// Watch, and serve the output over HTTP with live reload.
    case serve(BuildOptions, ServeOptions)
    case help
    case version
}

/// Where `sitegen serve` listens: loopback unless told otherwise.
public struct ServeOptions: Equatable, Sendable {
    public var host: String
    /// 0 lets the system choose a free port (the command prints it).
    public var port: UInt16

    public init(host: String = "127.0.0.1", port: UInt16 = 8000) {
        self.host = host
        self.port = port
    }
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
               sitegen watch [--input PATH]... [--output DIR] [--templates DIR]
               sitegen serve [--port 8000] [--host 127.0.0.1] [--input PATH]... [--output DIR] [--templates DIR]

        Builds a static style guide from SwiftUI design guides (markdown).
        `watch` rebuilds on every save of a guide or template; `serve` also
        serves the site over HTTP and reloads open pages after each rebuild.

        OPTIONS:
          --input PATH      A folder of guides (*.md) or a guide file; repeatable.
                            Default: site/designs
          --output DIR      Where the site is written. Default: public
          --templates DIR   Page shell and assets. Default: templates
          --port N          serve: the port (0: any free one). Default: 8000
          --host ADDRESS    serve: the address to listen on. Default: 127.0.0.1
          --help, -h        Show this help.
          --version         Show the version.

        Exit status: 0 when the site was built (warnings allowed), 1 when a
        guide or template has errors, 2 for a usage error.
        """

    public static func parse(_ arguments: [String]) throws(UsageError) -> SitegenCommand {
        var options = BuildOptions()
        var serve: ServeOptions?
        var inputs: [String] = []
        var index = 0
        var mode = "build"

        func value(for flag: String) throws(UsageError) -> String {
            index += 1
            guard index < arguments.count, !arguments[index].hasPrefix("--") else {
                throw UsageError(message: "\(flag) needs a value")
            }
            return arguments[index]
        }

        if let first = arguments.first, ["build", "watch", "serve"].contains(first) {
            mode = first
            index = 1
        }
        if mode == "serve" { serve = ServeOptions() }
        while index < arguments.count {
            let argument = arguments[index]
            // --flag=value is accepted too.
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                let flag = String(argument[..<equals])
                let flagValue = String(argument[argument.index(after: equals)...])
                try apply(flag, flagValue, to: &options, serve: &serve, inputs: &inputs)
                index += 1
                continue
            }
            switch argument {
            case "--help", "-h":
                return .help
            case "--version":
                return .version
            case "--input", "--output", "--templates", "--port", "--host":
                try apply(argument, try value(for: argument), to: &options, serve: &serve, inputs: &inputs)
            default:
                if argument.hasPrefix("-") {
                    throw UsageError(message: "unknown option '\(argument)'")
                }
                throw UsageError(message: "unexpected argument '\(argument)' (inputs are given with --input)")
            }
            index += 1
        }
        if !inputs.isEmpty { options.inputs = inputs }
        switch mode {
        case "watch": return .watch(options)
        case "serve": return .serve(options, serve ?? ServeOptions())
        default: return .build(options)
        }
    }

    private static func apply(_ flag: String, _ value: String, to options: inout BuildOptions, serve: inout ServeOptions?,
                              inputs: inout [String]) throws(UsageError) {
        guard !value.isEmpty else { throw UsageError(message: "\(flag) needs a value") }
        switch flag {
        case "--input": inputs.append(value)
        case "--output": options.output = value
        case "--templates": options.templates = value
        case "--port", "--host":
            guard serve != nil else { throw UsageError(message: "\(flag) is an option of 'sitegen serve'") }
            if flag == "--host" {
                serve?.host = value
            } else {
                guard let port = UInt16(value) else { throw UsageError(message: "--port needs a number from 0 to 65535") }
                serve?.port = port
            }
        default: throw UsageError(message: "unknown option '\(flag)'")
        }
    }
}
