/** Eight letters and digits: 62⁸ codes, and `/q/` + code is 11 characters of path (decision 0040). */
export const QR_CODE_PATTERN = /^[A-Za-z0-9]{8}$/;
