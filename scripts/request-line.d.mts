export function refuseRequestLine(method: string | undefined, url: string | undefined): { status: number; message: string } | null;
