import CellProtocol

/// The launcher's command line, read into what to do (see `CellProtocol.Launcher` for its form).
struct LaunchRequest {
    var memoryLimitBytes: UInt64?
    var directory: String?
    var confine = false
    var privateFolders: [String] = []
    var hiddenFolders: [String] = []
    var exposedFolders: [String] = []
    var probe = false
    /// The cell's executable and its arguments, `argv[0]` first.
    var command: [String] = []

    /// Reads `arguments`; a malformed command line ends the launcher with `LaunchFailure`.
    static func parse(_ arguments: [String]) -> LaunchRequest {
        typealias Option = CellProtocol.Launcher
        var request = LaunchRequest()
        var index = 0
        func value(of option: String) -> String {
            index += 1
            guard index < arguments.count else { LaunchFailure.stop("\(option) needs a value") }
            return arguments[index]
        }
        func folder(of option: String) -> String {
            let path = value(of: option)
            guard path.hasPrefix("/") else { LaunchFailure.stop("\(option) needs an absolute path, not \(path)") }
            return path
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case Option.memoryLimit:
                let text = value(of: argument)
                guard let bytes = UInt64(text), bytes > 0 else { LaunchFailure.stop("\(argument) needs a number of bytes, not \(text)") }
                request.memoryLimitBytes = bytes
            case Option.directory: request.directory = folder(of: argument)
            case Option.confine: request.confine = true
            case Option.privateFolder: request.privateFolders.append(folder(of: argument))
            case Option.hiddenFolder: request.hiddenFolders.append(folder(of: argument))
            case Option.exposedFolder: request.exposedFolders.append(folder(of: argument))
            case Option.probe: request.probe = true
            case Option.endOfOptions:
                request.command = Array(arguments[(index + 1)...])
                index = arguments.count
                continue
            default:
                LaunchFailure.stop("unknown option \(argument)")
            }
            index += 1
        }
        guard !request.command.isEmpty || request.probe else { LaunchFailure.stop("no program to run after --") }
        return request
    }
}
