#if canImport(Glibc)
import Glibc
#endif
import ArgumentParser
import RespondCore

/// Hands `respond-lua play` and `respond-lua exercises play` over to the
/// playground's server, `respond-lua-play`, which lives next to this program.
///
/// `scripts/run.sh` builds only `respond-lua` (a minute or two), so the server
/// is built the first time it is needed: when this program runs from a package
/// build (`ROOT/.build/…/release/respond-lua`, with `ROOT/Package.swift` and
/// `ROOT/scripts/build.sh`), a missing server is built with `scripts/build.sh`
/// (which says so in one line and shows the build's progress), and so is one
/// older than this program (it would run an older engine). Installed elsewhere,
/// a missing server is an error that says how to build it.
func launchPlayground(_ arguments: [String]) throws -> Never {
    let program = ProgramFile.current
    let server = program.directory + "/respond-lua-play"
    if let package = program.packageBuild {
        let serverTime = ProgramFile.modificationTime(server)
        if serverTime == nil || serverTime! < (ProgramFile.modificationTime(program.path) ?? 0) {
            if serverTime != nil {
                fputs(Words("respond-lua: the playground's server is older than respond-lua; building it again…\n",
                            "respond-lua：练习场的服务器比 respond-lua 旧，正在重新构建……\n").text(), stderr)
            }
            guard package.build(product: "respond-lua-play") else {
                fputs(Words("respond-lua: the playground's server (respond-lua-play) did not build; the build's errors are above\n",
                            "respond-lua：练习场的服务器（respond-lua-play）没有构建成功；构建的错误在上面\n").text(), stderr)
                throw ExitCode(1)
            }
            // Up to date now, even when the build had nothing to link again.
            utimensat(AT_FDCWD, server, nil, 0)
        }
    }
    guard access(server, X_OK) == 0 else {
        fputs(Words("respond-lua: the playground's server \(server) is missing (swift build -c release --product respond-lua-play builds it)\n",
                    "respond-lua：找不到练习场的服务器 \(server)（用 swift build -c release --product respond-lua-play 构建它）\n").text(),
              stderr)
        throw ExitCode(1)
    }
    fflush(stdout)
    let argv: [UnsafeMutablePointer<CChar>?] = ([server] + arguments).map { strdup($0) } + [nil]
    execv(server, argv)
    fputs("respond-lua: cannot start \(server): \(String(cString: strerror(errno)))\n", stderr)
    throw ExitCode(1)
}

/// This program's own file, and the package build it came from, if any.
struct ProgramFile {
    /// The real path (links followed).
    let path: String

    static var current: ProgramFile {
        guard let real = realpath("/proc/self/exe", nil) else { return ProgramFile(path: CommandLine.arguments[0]) }
        defer { free(real) }
        return ProgramFile(path: String(cString: real))
    }

    var directory: String { Self.parent(path) }

    static func parent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    static func name(_ path: String) -> Substring {
        guard let slash = path.lastIndex(of: "/") else { return path[...] }
        return path[path.index(after: slash)...]
    }

    /// Seconds since the epoch (with nanoseconds), or nil when there is no such file.
    static func modificationTime(_ path: String) -> Double? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9
    }

    /// `ROOT/.build/TRIPLE/CONFIGURATION/respond-lua` (as `.build/release`
    /// resolves) in a package whose ROOT has Package.swift and scripts/build.sh.
    var packageBuild: PackageBuild? {
        let configurationDirectory = directory
        let configuration = String(Self.name(configurationDirectory))
        guard configuration == "release" || configuration == "debug" else { return nil }
        let scratch = Self.parent(Self.parent(configurationDirectory))
        guard Self.name(scratch) == ".build" else { return nil }
        let root = Self.parent(scratch)
        let script = root + "/scripts/build.sh"
        guard access(root + "/Package.swift", R_OK) == 0, access(script, X_OK) == 0 else { return nil }
        return PackageBuild(script: script, configuration: configuration)
    }
}

/// Builds a product of the package this program was built from.
struct PackageBuild {
    let script: String
    let configuration: String

    /// Runs `scripts/build.sh PRODUCT CONFIGURATION` with this program's
    /// standard output, error and environment; whether it succeeded.
    func build(product: String) -> Bool {
        fflush(stdout)
        fflush(stderr)
        let words = [script, product, configuration]
        let argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
        defer { for word in argv { free(word) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, script, nil, nil, argv, environ) == 0 else { return false }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { return false }
        }
        // Exited (not killed by a signal) with status 0.
        return status & 0x7f == 0 && (status >> 8) & 0xff == 0
    }
}
