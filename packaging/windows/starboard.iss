; Inno Setup 6 script: the Windows installer for Starboard's one-folder build.
;
; packaging/make_dist.py runs it on Windows when ISCC is found:
;   iscc /DAppVersion=0.1.0 /DSourceDir=dist\starboard /DIconFile=build\icons\starboard.ico /DOutputDir=dist packaging\windows\starboard.iss
;
; It installs per user or for all users (the user chooses; no admin needed per user), adds a Start-menu
; shortcut and an optional desktop shortcut, associates .starboard saves with the app, registers an
; uninstaller, and refuses to install or uninstall while Starboard runs: the frozen app holds the mutexes
; named in AppMutex (packaging/hooks/rthook_starboard.py creates them).

#ifndef AppVersion
  #define AppVersion "0.0.0"
#endif
#ifndef SourceDir
  #define SourceDir "..\..\dist\starboard"
#endif
#ifndef IconFile
  #define IconFile "..\..\build\icons\starboard.ico"
#endif
#ifndef OutputDir
  #define OutputDir "..\..\dist"
#endif
#ifndef AppArch
  #define AppArch "x64"
#endif

#define AppName "Starboard"
#define AppExe "starboard.exe"
#define ProgId "Starboard.SavedGame"

[Setup]
; The AppId identifies the product for upgrades and the uninstall entry: never change it.
AppId={{6F1C7A52-3B0E-4C8D-9A41-5E2B7D0F8C13}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=Starboard
AppPublisherURL=https://github.com/starboard/starboard
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
AppMutex=StarboardRunning,Global\StarboardRunning
CloseApplications=no
ChangesAssociations=yes
SetupIconFile={#IconFile}
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
OutputDir={#OutputDir}
OutputBaseFilename=Starboard-{#AppVersion}-windows-{#AppArch}-setup
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
MinVersion=10.0
#ifdef SignTool
; make_dist.py defines SignTool=starboard and passes /Sstarboard=$WINDOWS_SIGN_COMMAND (docs/packaging.md)
SignTool={#SignTool}
SignedUninstaller=yes
#endif

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"

[Messages]
SetupAppRunningError=Starboard is running. Close every Starboard window, then click OK to continue.
UninstallAppRunningError=Starboard is running. Close every Starboard window, then click OK to continue.

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[InstallDelete]
; An upgrade replaces the whole bundle: files a newer build no longer ships must not linger.
Type: filesandordirs; Name: "{app}\_internal"

[Files]
; "sign" signs the two programs before they are stored when SignTool is set (and is ignored otherwise).
Source: "{#SourceDir}\{#AppExe}"; DestDir: "{app}"; Flags: ignoreversion sign
Source: "{#SourceDir}\starboard-cli.exe"; DestDir: "{app}"; Flags: ignoreversion sign
Source: "{#SourceDir}\*"; Excludes: "\{#AppExe},\starboard-cli.exe"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"; WorkingDir: "{app}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; WorkingDir: "{app}"; Tasks: desktopicon

[Registry]
; .starboard -> Starboard.SavedGame -> "starboard.exe" "%1" (the CLI treats a lone .starboard argument as `load`)
Root: HKA; Subkey: "Software\Classes\.starboard"; ValueType: string; ValueName: ""; ValueData: "{#ProgId}"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\.starboard"; ValueType: string; ValueName: "Content Type"; ValueData: "application/x-starboard"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\.starboard\OpenWithProgids"; ValueType: string; ValueName: "{#ProgId}"; ValueData: ""; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\{#ProgId}"; ValueType: string; ValueName: ""; ValueData: "Starboard saved game"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\{#ProgId}\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#AppExe},0"
Root: HKA; Subkey: "Software\Classes\{#ProgId}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: ".starboard"; ValueData: ""; Flags: uninsdeletekey

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
