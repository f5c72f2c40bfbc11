/** SQL for the bundled postal centroids (Canadian FSAs and US ZIPs). */
export interface PostalCentroidRow {
  code: string;
  country: string;
  region: string;
  latitude: number;
  longitude: number;
}

/** The centroid of a centroid key (FSA or 5-digit ZIP) in a country, or null. */
export async function findPostalCentroid(db: D1Database, code: string, country: string): Promise<PostalCentroidRow | null> {
  return db
    .prepare('SELECT code, country, region, latitude, longitude FROM postal_centroids WHERE code = ?1 AND country = ?2')
    .bind(code, country)
    .first<PostalCentroidRow>();
}
